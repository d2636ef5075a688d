import http2 from 'node:http2';
import { sql } from 'kysely';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARE_JOB } from '../modules/check-in/check-in.jobs';
import { seededClinic } from '../modules/check-in/check-in.test-support';
import { createStoredServiceClient } from '../modules/identity/service-clients';
import { createTestDatabase, databaseTargets } from '../test/databases';
import { compileServer, freePort, type Instance, startInstance, startNginx } from '../test/instances';
import type { DatabaseHandle } from './db/database';

/**
 * Two compiled server processes on one PostgreSQL behind nginx, as deployed. Neither is given
 * SESSION_SECRET, so anything an instance made up for itself at start shows here as a failure.
 */

type On = 'a' | 'b';
const EXAM = 'us-thyroid';
const DOB = '1979-05-14';
const isoDay = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/** One browser's cookies over fetch through the balancer; `on` pins a request to one instance. */
function browser(base: () => string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const request = async (
    method: string,
    path: string,
    options: { on?: On; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
  ) => {
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: {
        ...(options.on ? { 'x-instance': options.on } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(jar.size ? { cookie: cookie() } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0\b/i.test(header)) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), value);
    }
    return response;
  };
  return request;
}

/** The `data:` messages of a Server-Sent Events answer, one at a time. */
function events(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<unknown> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .find((line) => line.startsWith('data: '));
        buffer = buffer.slice(end + 2);
        if (data) return JSON.parse(data.slice('data: '.length));
        continue;
      }
      if (Date.now() > deadline) throw new Error('no event in 10 s');
      const chunk = await reader.read();
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
}

describe.runIf(databaseTargets.includes('postgres'))('two instances behind nginx on one PostgreSQL', () => {
  let database: DatabaseHandle;
  let compiled: ReturnType<typeof compileServer> | undefined;
  let instances: Instance[] = [];
  let balancer: Awaited<ReturnType<typeof startNginx>> | undefined;
  const base = () => balancer?.url ?? '';
  /** Which instance served an answer, from the upstream address nginx reports. */
  const servedBy = (response: Response) => {
    const port = Number(response.headers.get('x-upstream')?.split(':').pop());
    return (['a', 'b'] as const)[instances.findIndex((instance) => instance.port === port)];
  };
  let admin = { authorization: '' };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    compiled = compileServer();
    // The balancer's address is every instance's PUBLIC_URL (the token issuer, links in emails).
    const publicPort = await freePort();
    const env = {
      DATABASE_URL: database.connectionString as string,
      PUBLIC_URL: `http://127.0.0.1:${publicPort}`,
      TRUSTED_PROXIES: 'loopback',
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_SCALE: '1000',
      CHECK_IN_JOB_DELAY_MS: '0',
    };
    // Started side by side: both race to store the shared secret and to create the job queues.
    const entry = compiled.entry;
    instances = await Promise.all([startInstance(entry, env), startInstance(entry, env)]);
    balancer = await startNginx(instances, publicPort);

    const client = await createStoredServiceClient(database.db, {
      clientId: 'two-instances',
      scopes: ['admin'],
    });
    const token = await fetch(`${base()}/oidc/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-instance': 'a',
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'admin' }).toString(),
    });
    if (token.status !== 200) throw new Error(`token: ${token.status} ${await token.text()}`);
    admin = { authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}` };
  });

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    compiled?.remove();
    await database?.close();
  });

  it('balances requests over both instances', async () => {
    const seen = new Set<string | undefined>();
    for (let i = 0; i < 6; i++) seen.add(servedBy(await fetch(`${base()}/api/health`)));
    expect([...seen].sort()).toEqual(['a', 'b']);
  });

  /** A free slot found through the balancer, as the booking page finds one. */
  async function freeSlot(pick: number) {
    const clinics = (await (await fetch(`${base()}/api/clinics?examSlug=${EXAM}`)).json()) as {
      id: number;
    }[];
    for (const clinic of clinics) {
      const search = await fetch(`${base()}/api/clinic_appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clinicIds: [clinic.id], examSlug: EXAM, start: isoDay(5), end: isoDay(11) }),
      });
      const [found] = (await search.json()) as { slots: { start: string; deviceId: number }[] }[];
      const slot = found?.slots[pick];
      if (slot) return { examSlug: EXAM, clinicId: clinic.id, deviceId: slot.deviceId, start: slot.start };
    }
    throw new Error(`no free slot for ${EXAM}`);
  }

  const patient = (email: string, firstName = 'Ada') => ({
    firstName,
    lastName: 'Lovelace',
    dateOfBirth: DOB,
    email,
    contactNumber: '0412345678',
  });

  it('a booking made on one instance is refused on the other for the same slot', async () => {
    const slot = await freeSlot(0);
    const request = browser(base);
    const first = await request('POST', '/api/appointments', {
      on: 'a',
      body: { ...slot, patient: patient('first.two-instances@example.com') },
    });
    expect(first.status, await first.clone().text()).toBe(201);
    expect(servedBy(first)).toBe('a');
    const second = await request('POST', '/api/appointments', {
      on: 'b',
      body: { ...slot, patient: patient('second.two-instances@example.com', 'Grace') },
    });
    expect(servedBy(second)).toBe('b');
    expect(second.status).toBe(409);
    expect(second.headers.get('content-type')).toContain('application/problem+json');
    expect(((await second.json()) as { message: string }).message).toBe('message.slot_conflict');
  });

  it('a patient signs in through one instance and continues on the other', async () => {
    const email = `patient.${Date.now()}@example.com`;
    const booked = await browser(base)('POST', '/api/appointments', {
      body: { ...(await freeSlot(2)), patient: patient(email) },
    });
    expect(booked.status).toBe(201);
    const { bookingKey } = (await booked.json()) as { bookingKey: string };

    const request = browser(base);
    const dob = await request('POST', '/api/authentication', {
      on: 'a',
      body: { bookingKey, type: 'APPOINTMENT', dateOfBirth: DOB },
    });
    expect(dob.status).toBe(200);
    const sent = await request('POST', '/api/authentication/send_code', {
      on: 'a',
      body: { bookingKey, otpMethod: 'EMAIL' },
    });
    expect(sent.status).toBe(200);
    // The code was made and hashed by instance A; the patient types it into a page served by B.
    const outbox = await fetch(`${base()}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const messages = (await outbox.json()) as { template: string; text: string }[];
    const code = /\b(\d{6})\b/.exec(messages.find((m) => m.template === 'otp_code')?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const validated = await request('POST', '/api/authentication/validate_code', {
      on: 'b',
      body: { bookingKey, type: 'APPOINTMENT', code },
    });
    expect(servedBy(validated)).toBe('b');
    expect(await validated.json()).toMatchObject({ success: true, codeRequired: false });

    for (const on of ['a', 'b'] as const) {
      const status = await request('GET', '/api/authentication', { on });
      expect(servedBy(status)).toBe(on);
      expect(await status.json()).toMatchObject({
        authenticated: true,
        scopes: [{ kind: 'APPOINTMENT', bookingKey }],
      });
    }
  });

  it('a kiosk streaming from one instance receives a mode switch made on the other', async () => {
    const { clinicId } = await seededClinic(database.db);
    const staff = browser(base);
    // The staff token was issued by instance A's provider; instance B accepts it.
    const created = await staff('POST', '/api/admin/kiosks', {
      on: 'b',
      headers: admin,
      body: { clinicId, name: 'Lobby', kioskMode: true, allowedNetworks: ['127.0.0.1/32'] },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const kiosk = (await created.json()) as { id: string };

    // The kiosk's cookie is signed by instance A; the device streams from instance B.
    const device = browser(base);
    expect(
      (await device('POST', '/api/kiosk/identify', { on: 'a', body: { kioskId: kiosk.id } })).status,
    ).toBe(200);
    const abort = new AbortController();
    const stream = await device('GET', '/api/kiosk/stream', { on: 'b', signal: abort.signal });
    try {
      expect(stream.status).toBe(200);
      expect(servedBy(stream)).toBe('b');
      const next = events(stream);
      expect(await next()).toEqual({ kioskMode: true });
      const switched = await staff('PUT', `/api/admin/kiosks/${kiosk.id}/mode`, {
        on: 'a',
        headers: admin,
        body: { kioskMode: false },
      });
      expect(switched.status).toBe(200);
      expect(await next()).toEqual({ kioskMode: false });
    } finally {
      abort.abort();
    }
  });

  it('counts a per-minute limit over both instances together', async () => {
    // Identify allows 20 a minute per address; a fresh address spreads 30 tries over both instances.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await fetch(`${base()}/api/kiosk/identify`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-instance': i % 2 ? 'b' : 'a',
          'x-forwarded-for': '203.0.113.77',
        },
        body: JSON.stringify({ kioskId: `no-such-kiosk-${i}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });

  it('runs each queued job exactly once while both instances work the queue', async () => {
    const boss = new PgBoss({
      connectionString: database.connectionString,
      schedule: false,
      supervise: false,
    });
    await boss.start();
    try {
      // Hand-offs of appointments that do not exist: the worker finds nothing to tell the RIS and
      // completes, so only the queue's own bookkeeping is under test.
      const sent = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          boss.send(
            PREPARE_JOB,
            { appointmentId: -1 - i, handOffId: `two-instances-${i}` },
            { retryLimit: 0 },
          ),
        ),
      );
      const counts = async () =>
        (
          await sql<{ state: string; retryCount: number; n: number }>`
            select state, retry_count, count(*)::int as n from pgboss.job
            where id = any(${sent}::uuid[]) group by state, retry_count`.execute(database.db)
        ).rows;
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && (await counts()).some((row) => row.state !== 'completed')) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // pg-boss counts every claim of a job after the first in retry_count: 0 means claimed once.
      expect(await counts()).toEqual([{ state: 'completed', retryCount: 0, n: 40 }]);
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it('serves both over TLS and HTTP/2 behind a TLS balancer, as deployed', async () => {
    const tlsBalancer = await startNginx(instances, await freePort(), { tls: true });
    const session = http2.connect(tlsBalancer.url, { ca: tlsBalancer.certificate });
    try {
      const statusOf = (path: string, on: On) =>
        new Promise<number>((resolve, reject) => {
          const stream = session.request({ ':path': path, 'x-instance': on });
          stream.on('response', (headers) => resolve(Number(headers[':status'])));
          stream.on('error', reject);
          stream.resume();
        });
      expect(await Promise.all([statusOf('/api/health', 'a'), statusOf('/api/health', 'b')])).toEqual([
        200, 200,
      ]);
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
      await tlsBalancer.stop();
    }
  });
});
