import type { OperationOutcome } from '@medplum/fhirtypes';
import { publicConfig } from '@rb/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { appVersion } from '../modules/config/config.service';
import { expectValidFhir, smartClient } from '../modules/fhir/fhir.test-support';
import { useTestApp } from '../test/app';
import { createTestDatabase, databaseTargets } from '../test/databases';
import { type ErrorReportSink, startErrorReportSink } from '../test/error-report-sink';
import type { DatabaseHandle } from './db/database';
import { loadEnv } from './env';
import { createErrorReporter, noErrorReporter } from './error-reporting';
import { startJobQueue } from './jobs';

// One patient's data, put where a careless report would carry it: the address, its query, the
// headers, the error's own message.
const BOOKING_KEY = 'Xq3kP9_vT2mWbLr8sYz1Ab';
const EMAIL = 'jane.citizen@example.com';
const DATE_OF_BIRTH = '1980-02-03';
const PHONE = '+61 412 345 678';
const IMSEC = 'hJ5kL2mN8pQ4rS6tV1wX9yZ3';
const PATIENT_VALUES = [BOOKING_KEY, EMAIL, DATE_OF_BIRTH, PHONE, IMSEC, 'Citizen', '412 345'];

const expectNoPatientData = (raw: string) => {
  for (const value of PATIENT_VALUES) expect(raw, `"${value}" was sent`).not.toContain(value);
};

/** The exception event of the envelope holding the given request id, once it arrived. */
const eventWithTag = (sink: ErrorReportSink, tag: string, value: string) =>
  sink.waitFor(() =>
    sink.events().find(({ item }) => {
      const tags = (item.payload as { tags?: Record<string, string> }).tags;
      return tags?.[tag] === value;
    }),
  );

interface ReportedEvent {
  release?: string;
  environment?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
}

describe.each(databaseTargets)('error reporting on %s', (target) => {
  let sink: ErrorReportSink;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    sink = await startErrorReportSink();
    database = await createTestDatabase(target, { seed: true });
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      SENTRY_DSN: sink.dsn('7'),
      SENTRY_ENVIRONMENT: 'int-test',
    });
    app = await buildApp({ env, database });
    // Test only, never in the product: a handler failing with a patient's data in its message.
    app.get('/api/test-only/fails', async () => {
      throw new Error(`could not load ${EMAIL} born ${DATE_OF_BIRTH} (${PHONE}) for booking ${BOOKING_KEY}`);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await sink?.close();
  });

  it("the web gets the DSN in its configuration and the policy lets it send to the DSN's origin only", async () => {
    const config = publicConfig.parse((await app.inject({ method: 'GET', url: '/api/config' })).json());
    expect(config.errorReporting).toEqual({
      dsn: sink.dsn('7'),
      environment: 'int-test',
      tracesSampleRate: 0,
    });
    const policy = String(
      (await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(policy).toContain(`connect-src 'self' http://127.0.0.1:${sink.port};`);
  });

  it('a 500 reaches the service with release, environment and request id, and no patient data', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/test-only/fails?bookingKey=${BOOKING_KEY}&dateOfBirth=${DATE_OF_BIRTH}&imsec=${IMSEC}`,
      headers: {
        cookie: `rb_session=${IMSEC}`,
        referer: `http://localhost:3000/appointments/${BOOKING_KEY}?email=${EMAIL}`,
      },
    });
    expect(response.statusCode).toBe(500);
    const requestId = String(response.headers['x-request-id']);

    const { envelope, item } = await eventWithTag(sink, 'request_id', requestId);
    const event = item.payload as ReportedEvent;
    expect(envelope.project).toBe('7');
    expect(event).toMatchObject({
      release: appVersion,
      environment: 'int-test',
      tags: { request_id: requestId },
    });
    expect(event.exception?.values?.[0]).toMatchObject({
      type: 'Error',
      value: 'could not load [email] born [date] ([phone]) for booking [key]',
    });
    expectNoPatientData(envelope.raw);
  });

  it('a real failure (a table gone) is reported; a 4xx is not', async () => {
    const refused = await app.inject({
      method: 'GET',
      url: `/api/booking_keys/short/referrals?email=${EMAIL}`,
    });
    expect(refused.statusCode).toBe(400);

    await sql`alter table appointment rename to appointment_gone`.execute(database.db);
    try {
      const response = await app.inject({
        method: 'GET',
        url: `/api/appointments/${BOOKING_KEY}/confirmation?email=${EMAIL}`,
      });
      expect(response.statusCode).toBe(500);
      const requestId = String(response.headers['x-request-id']);
      const { envelope } = await eventWithTag(sink, 'request_id', requestId);
      expectNoPatientData(envelope.raw);
    } finally {
      await sql`alter table appointment_gone rename to appointment`.execute(database.db);
    }
    const refusedId = String(refused.headers['x-request-id']);
    expect(sink.events().some(({ envelope }) => envelope.raw.includes(refusedId))).toBe(false);
  });

  it('a 500 under /fhir is reported without patient data and answers an OperationOutcome; a 4xx is not reported', async () => {
    const smart = await smartClient(app, database.db, {
      smartScopes: ['system/Patient.rs'],
      roles: ['admin'],
    });
    const headers = {
      authorization: `Bearer ${await smart.token()}`,
      referer: `http://localhost:3000/appointments/${BOOKING_KEY}?email=${EMAIL}`,
    };
    const refused = await app.inject({
      method: 'GET',
      url: `/fhir/Patient?_count=0&email=${EMAIL}`,
      headers,
    });
    expect(refused.statusCode).toBe(400);
    await sql`alter table patient rename to patient_gone`.execute(database.db);
    try {
      const response = await app.inject({
        method: 'GET',
        url: `/fhir/Patient?family=Citizen&birthdate=${DATE_OF_BIRTH}&email=${EMAIL}&phone=${encodeURIComponent(PHONE)}`,
        headers,
      });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
      const outcome = response.json() as OperationOutcome;
      expectValidFhir(outcome);
      expect(outcome.issue).toEqual([
        { severity: 'error', code: 'exception', diagnostics: 'internal error' },
      ]);
      const requestId = String(response.headers['x-request-id']);
      const { envelope, item } = await eventWithTag(sink, 'request_id', requestId);
      expect(item.payload).toMatchObject({ release: appVersion, environment: 'int-test' });
      expectNoPatientData(envelope.raw);
    } finally {
      await sql`alter table patient_gone rename to patient`.execute(database.db);
    }
    const refusedId = String(refused.headers['x-request-id']);
    expect(sink.events().some(({ envelope }) => envelope.raw.includes(refusedId))).toBe(false);
  });

  it('a failed background job is reported with its queue name and none of its data', async () => {
    const reporter = createErrorReporter(
      { SENTRY_DSN: sink.dsn('8'), SENTRY_TRACES_SAMPLE_RATE: 0, NODE_ENV: 'test' },
      appVersion,
    );
    const jobs = await startJobQueue(database, app.log, reporter);
    try {
      await jobs.work<{ bookingKey: string }>('error-reporting-test', async ({ bookingKey }) => {
        throw new Error(`hand-off refused for ${bookingKey} (${EMAIL})`);
      });
      await jobs.send('error-reporting-test', { bookingKey: BOOKING_KEY, email: EMAIL });
      const { envelope, item } = await eventWithTag(sink, 'job', 'error-reporting-test');
      expect(envelope.project).toBe('8');
      expect(item.payload).toMatchObject({ release: appVersion, environment: 'test' });
      expect((item.payload as ReportedEvent).exception?.values?.[0]?.value).toBe(
        'hand-off refused for [key] ([email])',
      );
      expectNoPatientData(envelope.raw);
    } finally {
      await jobs.stop();
      await reporter.close();
    }
  });
});

describe('without a DSN', () => {
  const ctx = useTestApp('pglite', { seed: false });

  it('the web loads no SDK and the policy names no reporting origin', async () => {
    const { app } = ctx();
    const config = publicConfig.parse((await app.inject({ method: 'GET', url: '/api/config' })).json());
    expect(config.errorReporting).toBeNull();
    const policy = String(
      (await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(policy).toContain("connect-src 'self';");
  });

  it('nothing is set up to send: no client, no transport', () => {
    expect(createErrorReporter({ SENTRY_TRACES_SAMPLE_RATE: 0, NODE_ENV: 'production' }, appVersion)).toBe(
      noErrorReporter,
    );
  });
});
