import {
  type Envelope,
  type ErrorReportSink,
  startErrorReportSink,
} from '../apps/server/src/test/error-report-sink';
import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';
import { startOwnAppServer } from './own-app-server';

// Error reporting (issue 43) needs a server started with a DSN: this spec starts its own instance
// pointed at a local envelope sink; the rest of the suite runs without one.
const BOOKING_KEY = 'Xq3kP9_vT2mWbLr8sYz1Ab';
const EMAIL = 'jane.citizen@example.com';
const DATE_OF_BIRTH = '1980-02-03';

let sink: ErrorReportSink;
let server: Awaited<ReturnType<typeof startOwnAppServer>>;
let origin: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sink = await startErrorReportSink();
  server = await startOwnAppServer({ SENTRY_DSN: sink.dsn('3'), SENTRY_ENVIRONMENT: 'e2e' });
  origin = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

/** The exception event whose message contains `text`, once it arrived. */
const eventWith = (text: string) =>
  sink.waitFor((envelopes: Envelope[]) => {
    for (const envelope of envelopes)
      for (const item of envelope.items)
        if (item.header.type === 'event' && item.raw.includes(text)) return { envelope, event: item.payload };
    return undefined;
  });

const expectNoPatientData = (raw: string) => {
  for (const value of [BOOKING_KEY, EMAIL, DATE_OF_BIRTH, 'dateOfBirth=', 'bookingKey='])
    expect(raw, `"${value}" was sent`).not.toContain(value);
};

test('a thrown error reaches the service after first paint, with release and environment and no patient data', async ({
  freshPage: page,
}) => {
  allowConsoleErrors(page, [/e2e: thrown/, /e2e: rejected/]);
  const order: string[] = [];
  page.on('load', () => order.push('load'));
  page.on('request', (request) => {
    if (/error-reporting-sdk-[\w-]+\.js$/.test(request.url())) order.push('sdk');
  });
  // Thrown as the page starts, before the SDK is there: kept, and sent once it loads.
  await page.addInitScript((email) => {
    window.addEventListener('DOMContentLoaded', () =>
      setTimeout(() => {
        throw new Error(`e2e: thrown before the SDK for ${email}`);
      }),
    );
  }, EMAIL);
  await page.goto(`${origin}/about?bookingKey=${BOOKING_KEY}&dateOfBirth=${DATE_OF_BIRTH}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const version = ((await (await fetch(`${origin}/api/config`)).json()) as { version: string }).version;

  const early = await eventWith('e2e: thrown before the SDK');
  expect(early.envelope.project).toBe('3');
  expect(early.event).toMatchObject({
    release: version,
    environment: 'e2e',
    request: { url: `${origin}/about` },
    exception: { values: [{ type: 'Error', value: 'e2e: thrown before the SDK for [email]' }] },
  });
  expectNoPatientData(early.envelope.raw);
  // The SDK's chunk was asked for only after the page had loaded: it is not in the first load.
  expect(order.indexOf('load')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('sdk')).toBeGreaterThan(order.indexOf('load'));

  // Once loaded, the SDK's own handlers report an unhandled rejection; the booking's address is scrubbed.
  await page.evaluate((key) => {
    history.pushState({}, '', `/appointments/${key}?dateOfBirth=1980-02-03`);
    void Promise.reject(new Error(`e2e: rejected at /appointments/${key}`));
  }, BOOKING_KEY);
  const rejected = await eventWith('e2e: rejected');
  expect(rejected.event).toMatchObject({
    release: version,
    environment: 'e2e',
    exception: { values: [{ value: 'e2e: rejected at /appointments/[key]' }] },
  });
  expectNoPatientData(rejected.envelope.raw);
  await expectAccessible(page);
});

test('without a DSN (the suite server) the SDK is never fetched and the policy names no reporting host', async ({
  freshPage: page,
}) => {
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (/error-reporting-sdk/.test(request.url())) sdkRequests.push(request.url());
  });
  const response = await page.goto('/about');
  expect(response?.headers()['content-security-policy']).toContain("connect-src 'self';");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Past the point where a configured SDK would have been fetched (after load, when idle).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => setTimeout(resolve, 500));
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      }),
  );
  expect(sdkRequests).toEqual([]);
});
