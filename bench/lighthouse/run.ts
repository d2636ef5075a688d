/**
 * Lighthouse (mobile preset, its default) on the pages a patient meets first — home, the booking
 * page, a booking's confirmation and its portal page (a first visit, so the portal shows its sign-in
 * step) — served by the real server from a production web build on a freshly seeded database.
 * Prints performance score, FCP, LCP, TBT, CLS and transferred bytes per page, each the median of
 * LIGHTHOUSE_RUNS runs (default 5), and per run how many scripts had arrived before the paint
 * Lantern starts from (decision 0039); asserts nothing.
 * LIGHTHOUSE_PAGES chooses the pages (say "home,portal"); besides those four it knows home-mk (the
 * home page in Macedonian, chosen by the locale cookie) and kiosk (the home page in kioskMode).
 * LIGHTHOUSE_BASE_URL measures a server already running there (an earlier commit, to compare in one
 * session) instead of starting one; it must serve the seeded demo provider. The nginx front then
 * goes in front of it, with that server's own PUBLIC_URL.
 * One table per throttling method in LIGHTHOUSE_THROTTLING (default both):
 *   simulate  Lighthouse's default: an unthrottled load, with slow 4G and a 4× slower CPU estimated
 *             afterwards (Lantern);
 *   devtools  the same slow 4G and 4× CPU slowdown applied to the browser while the page loads.
 * and per front in LIGHTHOUSE_FRONT (default both):
 *   direct    the Node server itself: HTTP/1.1 without TLS;
 *   nginx     nginx in front of it with TLS and HTTP/2, as docs/deployment.md deploys the app (a
 *             self-signed certificate, made for the run; the server's PUBLIC_URL is the https one).
 *   (cd apps/web && npx vite build --outDir /tmp/dist)   or npm run build
 *   npm run bench:lighthouse -- [webDistDir]              (CHROME_PATH defaults to /usr/bin/chromium)
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHOSEN_LOCALE_COOKIE } from '@rb/contracts/common/locale-codes';
import { freePort, startNginx } from '../../apps/server/src/test/instances';
import { median, startSeededServer, webBuildDir } from '../browser-kit';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking';
const lighthouseCli = path.resolve('node_modules/lighthouse/cli/index.js');

/**
 * Lantern's LCP counts every script whose download ended before the paint it observed, since a
 * module script leaves no EvaluateScript event to show it ran later (GoogleChrome/lighthouse#17163):
 * simulated LCP jumps by a second between runs of one build. Applied throttling measures the paint
 * a visitor on slow 4G gets, so the bench prints both (decision 0020).
 */
type ThrottlingMethod = 'simulate' | 'devtools';
const throttlingMethods = listSetting<ThrottlingMethod>('LIGHTHOUSE_THROTTLING', ['simulate', 'devtools']);

/**
 * Lantern models each connection: over HTTP/1.1 the page's scripts come over up to six new ones,
 * each with its own handshake and slow start; over HTTP/2 they share the page's warm connection.
 * Patients meet the app behind a TLS balancer speaking HTTP/2, so the bench measures both.
 */
type Front = 'direct' | 'nginx';
const fronts = listSetting<Front>('LIGHTHOUSE_FRONT', ['direct', 'nginx']);

/** A comma-separated setting, each item one of `known`; all of them when unset. */
function listSetting<T extends string>(name: string, known: T[]): T[] {
  return (process.env[name] ?? known.join(',')).split(',').map((item) => {
    const value = item.trim() as T;
    if (!known.includes(value)) throw new Error(`${name}: "${value}" is none of ${known.join(', ')}`);
    return value;
  });
}

interface ReportNode {
  selector?: string;
  snippet?: string;
}

interface ReportItem {
  score?: number;
  node?: ReportNode;
  /** lcp-breakdown-insight: a `node` item (the LCP element) and a `table` item (its phases). */
  type?: string;
  selector?: string;
  items?: { subpart?: string; label?: string; duration?: number }[];
  /** network-requests: one request, its times in ms from the first request's start. */
  resourceType?: string;
  networkEndTime?: number;
  /** metrics: the unthrottled load Lantern starts from, in ms (and µs with Ts) from its time origin. */
  observedLargestContentfulPaint?: number;
  observedTimeOriginTs?: number;
}

interface Report {
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    | {
        numericValue?: number;
        details?: { items?: ReportItem[]; debugData?: { networkStartTimeTs?: number } };
      }
    | undefined
  >;
}

/**
 * Runs the Lighthouse CLI in plain Node: under tsx its functions that run inside the page would
 * carry esbuild's `__name` helper, which the page does not have.
 */
async function runLighthouse(page: Page, throttling: ThrottlingMethod, attempts = 3): Promise<Report> {
  try {
    return await lighthouseOnce(page, throttling);
  } catch (error) {
    // Lighthouse now and then loses the navigation's start in its trace (NO_NAVSTART): run it again.
    if (attempts <= 1 || !String(error).includes('NO_NAVSTART')) throw error;
    return runLighthouse(page, throttling, attempts - 1);
  }
}

/** A page to measure: its address and any cookie the visitor's browser would send with it. */
interface Page {
  url: string;
  cookie?: string;
}

async function lighthouseOnce({ url, cookie }: Page, throttling: ThrottlingMethod): Promise<Report> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--quiet',
      `--throttling-method=${throttling}`,
      // The nginx front's certificate is self-signed, made for the run.
      `--chrome-flags=${chromeFlags}${url.startsWith('https:') ? ' --ignore-certificate-errors' : ''}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Report;
}
const examSlug = 'us-thyroid';

/** A booking made through the API as a patient would, for the confirmation and portal pages. */
async function book(base: string): Promise<{ bookingKey: string; confirmationPath: string }> {
  const clinics = (await (await fetch(`${base}/api/clinics?examSlug=${examSlug}`)).json()) as {
    id: number;
  }[];
  for (const clinic of clinics) {
    const next = await fetch(`${base}/api/clinics/${clinic.id}/next_available?examSlug=${examSlug}`);
    const { slot } = (await next.json()) as { slot: { start: string; deviceId: number } | null };
    if (!slot) continue;
    const created = await fetch(`${base}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        examSlug,
        clinicId: clinic.id,
        deviceId: slot.deviceId,
        start: slot.start,
        patient: {
          email: 'lighthouse@example.com',
          dateOfBirth: '1980-01-01',
          firstName: 'Light',
          lastName: 'House',
          contactNumber: '0412345678',
        },
      }),
    });
    if (created.status === 201)
      return (await created.json()) as { bookingKey: string; confirmationPath: string };
    throw new Error(`booking failed: ${created.status} ${await created.text()}`);
  }
  throw new Error(`no free slot for ${examSlug}`);
}

/**
 * Runs per page: Lighthouse's simulated FCP, LCP and TBT move by a second or more between runs of
 * the same build here (which requests it counts depends on when the observed paint fell), so the
 * bench prints the median, as Lighthouse's own guidance on variability advises.
 */
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

const ms = (value: number | undefined) => `${Math.round(value ?? Number.NaN)} ms`.padStart(9);

const throttlingTitles: Record<ThrottlingMethod, string> = {
  simulate: "Simulated slow 4G and 4× CPU (Lantern, Lighthouse's default)",
  devtools: 'Applied slow 4G and 4× CPU (devtools throttling)',
};

/** One page's line: medians and ranges, the LCP element and its phases, and any layout shift. */
function printPage(name: string, reports: Report[]) {
  const values = (id: string) => reports.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN);
  const score = median(reports.map((lhr) => (lhr.categories.performance?.score ?? Number.NaN) * 100));
  const spread = (id: string) => {
    const all = values(id);
    return `[${Math.round(Math.min(...all))}–${Math.round(Math.max(...all))}]`;
  };
  console.log(
    `${name.padEnd(13)} ${String(Math.round(score)).padStart(6)} ${ms(median(values('first-contentful-paint')))}` +
      `${ms(median(values('largest-contentful-paint')))}${ms(median(values('total-blocking-time')))}` +
      ` ${median(values('cumulative-layout-shift')).toFixed(3).padStart(6)}` +
      ` ${(median(values('total-byte-weight')) / 1024).toFixed(1).padStart(8)} kB` +
      `   LCP ${spread('largest-contentful-paint')} TBT ${spread('total-blocking-time')}`,
  );
  // The element LCP waited for and where its time went (last run), so a slow LCP can be traced.
  const last = reports[reports.length - 1] as Report;
  const lcp = last.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const lcpNode = lcp.find((item) => item.type === 'node');
  const phases = lcp.find((item) => item.type === 'table')?.items ?? [];
  console.log(
    `               LCP ${lcpNode?.selector ?? '?'}: ${phases
      .map((phase) => `${phase.label ?? phase.subpart} ${Math.round(phase.duration ?? 0)} ms`)
      .join(', ')}`,
  );
  console.log(
    `               scripts in before the observed paint, per run: ${reports.map(scriptsBeforePaint).join(', ')}`,
  );
  // Which elements moved in any run, so a shift can be traced to its cause.
  for (const lhr of reports)
    for (const item of lhr.audits['layout-shifts']?.details?.items ?? [])
      console.log(
        `               shift ${item.score?.toFixed(3)}: ${item.node?.selector ?? item.node?.snippet ?? '?'}`,
      );
}

/**
 * Lantern's race, made visible: how many of the scripts the page asked for had arrived when the
 * unthrottled load painted its largest element. Lantern's simulated LCP waits for every one of them,
 * so the same build reads about 0.7 s when the paint won and about 1.7 s when the scripts did.
 */
function scriptsBeforePaint(lhr: Report): string {
  const observed = lhr.audits.metrics?.details?.items?.[0];
  const requests = lhr.audits['network-requests']?.details;
  const paint = observed?.observedLargestContentfulPaint;
  const firstRequestTs = requests?.debugData?.networkStartTimeTs;
  if (paint === undefined || observed?.observedTimeOriginTs === undefined || firstRequestTs === undefined)
    return '?';
  // Request times count from the first request; the paint counts from the navigation's start.
  const paintAfterFirstRequest = paint - (firstRequestTs - observed.observedTimeOriginTs) / 1000;
  const scripts = (requests?.items ?? []).filter((item) => item.resourceType === 'Script');
  const arrived = scripts.filter(
    (item) => (item.networkEndTime ?? Number.POSITIVE_INFINITY) <= paintAfterFirstRequest,
  );
  return `${arrived.length}/${scripts.length}`;
}

const frontTitles: Record<Front, string> = {
  direct: 'served by Node directly (HTTP/1.1, no TLS)',
  nginx: 'behind nginx with TLS and HTTP/2, as deployed',
};

interface Served {
  /** Where Lighthouse loads the pages. */
  pages: string;
  /** Where the bench books through the API (the server itself: Node's fetch does not trust the test certificate). */
  api: string;
  stop: () => Promise<void>;
}

/**
 * Production mode: the server as patients meet it, which then requires a session secret. Behind
 * nginx its PUBLIC_URL is nginx's https address, as in a deployment (HSTS, secure cookies).
 */
async function serve(front: Front): Promise<Served> {
  const publicPort = front === 'nginx' ? await freePort() : undefined;
  const running = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/$/, '');
  const server = running
    ? { base: running, stop: async () => {} }
    : await startSeededServer('lighthouse', webBuildDir(), {
        NODE_ENV: 'production',
        SESSION_SECRET: process.env.SESSION_SECRET ?? 'lighthouse-bench-secret-0123456789abcdef0123456789',
        ...(publicPort ? { PUBLIC_URL: `https://127.0.0.1:${publicPort}`, TRUSTED_PROXIES: 'loopback' } : {}),
      });
  if (!publicPort) return { pages: server.base, api: server.base, stop: server.stop };
  try {
    const instance = { port: Number(new URL(server.base).port), url: server.base, stop: server.stop };
    const balancer = await startNginx([instance], publicPort, { tls: true });
    return {
      pages: balancer.url,
      api: server.base,
      stop: async () => {
        await balancer.stop();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Every chosen page, under every chosen throttling method, through one front. */
async function measure(front: Front, only: string[] | undefined) {
  const served = await serve(front);
  try {
    const booking = await book(served.api);
    const defaultPages: [string, Page][] = [
      ['home', { url: '/' }],
      ['booking', { url: `/booking/${examSlug}` }],
      ['confirmation', { url: booking.confirmationPath }],
      ['portal', { url: `/appointments/${booking.bookingKey}` }],
    ];
    const otherPages: [string, Page][] = [
      ['home-mk', { url: '/', cookie: `${CHOSEN_LOCALE_COOKIE}=mk` }],
      ['kiosk', { url: '/?kioskMode=true' }],
    ];
    const allPages = [...defaultPages, ...otherPages];
    const unknown = only?.filter((name) => !allPages.some(([page]) => page === name)) ?? [];
    if (unknown.length) throw new Error(`LIGHTHOUSE_PAGES: no page called ${unknown.join(', ')}`);
    const pages = only ? allPages.filter(([name]) => only.includes(name)) : defaultPages;
    // One unmeasured load first: the server compiles its routes and warms its caches on first use.
    await runLighthouse({ url: `${served.pages}/` }, 'simulate');
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
    for (const throttling of throttlingMethods) {
      console.log(
        `\n${throttlingTitles[throttling]}, ${frontTitles[front]}: median of ${runs} runs per page (slowest and fastest in brackets)`,
      );
      console.log('page           score      FCP      LCP      TBT    CLS  transferred');
      for (const [name, page] of pages) {
        const reports: Report[] = [];
        for (let run = 1; run <= runs; run++) {
          const lhr = await runLighthouse({ ...page, url: `${served.pages}${page.url}` }, throttling);
          reports.push(lhr);
          // LIGHTHOUSE_REPORT_DIR keeps each run's full report, to read its network and main-thread detail.
          if (reportDir)
            fs.writeFileSync(
              path.join(reportDir, `${front}-${throttling}-${name}-${run}.json`),
              JSON.stringify(lhr),
            );
        }
        printPage(name, reports);
      }
    }
  } finally {
    await served.stop();
  }
}

async function main() {
  // LIGHTHOUSE_PAGES (say "home,portal") chooses, to compare one change quickly or measure the others.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  for (const front of fronts) await measure(front, only);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
