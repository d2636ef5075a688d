import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type DatabaseHandle, openDatabase } from '../../platform/db/database';
import { loadEnv } from '../../platform/env';
import { useTestApp } from '../../test/app';
import { createTestDatabase, databaseTargets } from '../../test/databases';
import { staffHeaders, useStaffAuthorization } from '../../test/staff-auth';
import { seededClinic } from '../check-in/check-in.test-support';

const env = { OUTBOX_POLL_INTERVAL_MS: '0' };
/** The clinic's kiosk network in these tests, and the loopback the streaming tests connect from. */
const allowedNetworks = ['203.0.113.0/24', '127.0.0.1/32'];
const AT_CLINIC = '203.0.113.40';
const ELSEWHERE = '198.51.100.7';

/** Staff type the id on the device at the clinic: the answer sets the signed cookie's value. */
async function identify(app: FastifyInstance, kioskId: string, remoteAddress = AT_CLINIC) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/kiosk/identify',
    remoteAddress,
    payload: { kioskId },
  });
  const cookie = response.cookies.find((c) => c.name === 'kioskIdentity');
  return { response, cookie, value: cookie?.value ?? '' };
}

/** Reads `data:` messages of a Server-Sent Events stream until `wanted` says stop. */
async function openStream(baseUrl: string, kioskId: string) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/kiosk/stream`, {
    headers: { cookie: `kioskIdentity=${kioskId}` },
    signal: abort.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    response,
    async next(): Promise<{ kioskMode: boolean }> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event.split('\n').find((line) => line.startsWith('data: '));
          if (data) return JSON.parse(data.slice('data: '.length));
          continue;
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error('stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    close: () => abort.abort(),
  };
}

const withTimeout = <T>(promise: Promise<T>, ms = 10_000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms)),
  ]);

describe.each(databaseTargets)('kiosks on %s', (target) => {
  const ctx = useTestApp(target, { env });
  const bearer = useStaffAuthorization(ctx);
  const admin = () => ({ authorization: bearer() });

  async function register(kioskMode = true) {
    const { app, database } = ctx();
    const { clinicId } = await seededClinic(database.db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/kiosks',
      headers: admin(),
      payload: { clinicId, name: 'Front desk tablet', kioskMode, allowedNetworks },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; clinicId: number; kioskMode: boolean };
  }

  it('clinic staff manage the kiosks of their clinics only; other roles none', async () => {
    const { app, database } = ctx();
    const kiosk = await register();
    const here = await staffHeaders(app, database.db, 'clinic_staff', [kiosk.clinicId]);
    const elsewhere = await staffHeaders(app, database.db, 'clinic_staff', [kiosk.clinicId + 1000]);
    const mode = (headers: { authorization: string }) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/kiosks/${kiosk.id}/mode`,
        headers,
        payload: { kioskMode: true },
      });
    expect((await mode(here)).statusCode).toBe(200);
    expect((await mode(elsewhere)).statusCode).toBe(404);
    expect((await mode(await staffHeaders(app, database.db, 'referrer'))).statusCode).toBe(403);
    const theirs = await app.inject({ url: '/api/admin/kiosks', headers: elsewhere });
    expect(theirs.json()).toEqual([]);
    const ours = await app.inject({ url: '/api/admin/kiosks', headers: here });
    expect(ours.json().map((k: { id: string }) => k.id)).toContain(kiosk.id);
  });

  it('registers kiosks only with the admin token, with unguessable ids, and rejects unknown clinics', async () => {
    const { app } = ctx();
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/admin/kiosks',
      payload: { clinicId: 1, name: 'x', allowedNetworks },
    });
    expect(anonymous.statusCode).toBe(401);
    const kiosk = await register();
    expect(kiosk.id).toMatch(/^[\w-]{22}$/);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/kiosks',
      headers: admin(),
      payload: { clinicId: 999999, name: 'Nowhere', allowedNetworks },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('message.unknown_clinic');
    // A kiosk is always bound to where it stands (decision 0012): networks are required and checked.
    for (const networks of [undefined, [], ['not-an-address'], ['10.0.0.0/99']]) {
      const unbound = await app.inject({
        method: 'POST',
        url: '/api/admin/kiosks',
        headers: admin(),
        payload: { clinicId: kiosk.clinicId, name: 'Unbound', allowedNetworks: networks },
      });
      expect(unbound.statusCode).toBe(400);
    }
    const list = await app.inject({ url: '/api/admin/kiosks', headers: admin() });
    expect(list.json().map((k: { id: string }) => k.id)).toContain(kiosk.id);
    // The demo seed registers two kiosks.
    expect(list.json().length).toBeGreaterThanOrEqual(3);
  });

  it('identifies a browser as a kiosk with a signed HttpOnly cookie that lasts until 2030', async () => {
    const { app } = ctx();
    const kiosk = await register();
    expect((await identify(app, 'guess')).response.statusCode).toBe(404);
    const { response: identified, cookie, value } = await identify(app, kiosk.id);
    expect(identified.statusCode).toBe(200);
    // The page learns what it is from the server, never the id (the cookie's secret).
    expect(identified.json()).not.toHaveProperty('id');
    expect(cookie?.expires?.getUTCFullYear()).toBe(2030);
    expect(cookie?.httpOnly).toBe(true);
    expect(value).not.toBe(kiosk.id);
    expect(value.startsWith(`${kiosk.id}.`)).toBe(true);
    const current = await app.inject({
      url: '/api/kiosk/current',
      remoteAddress: AT_CLINIC,
      cookies: { kioskIdentity: value },
    });
    expect(current.json()).toEqual({
      kiosk: {
        clinicId: kiosk.clinicId,
        clinicName: expect.any(String),
        name: 'Front desk tablet',
        kioskMode: true,
      },
    });
    expect((await app.inject({ url: '/api/kiosk/current', remoteAddress: AT_CLINIC })).json()).toEqual({
      kiosk: null,
    });
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/admin/kiosks/nope/mode',
      headers: admin(),
      payload: { kioskMode: false },
    });
    expect(missing.statusCode).toBe(404);
    const badBody = await app.inject({
      method: 'PUT',
      url: `/api/admin/kiosks/${kiosk.id}/mode`,
      headers: admin(),
      payload: {},
    });
    expect(badBody.statusCode).toBe(400);
  });

  it('refuses a copied, hand-made or altered kiosk cookie away from the kiosk network', async () => {
    const { app } = ctx();
    const kiosk = await register();
    const { value } = await identify(app, kiosk.id);
    const currentFrom = async (remoteAddress: string, cookie: string) =>
      (
        await app.inject({ url: '/api/kiosk/current', remoteAddress, cookies: { kioskIdentity: cookie } })
      ).json().kiosk;
    expect(await currentFrom(AT_CLINIC, value)).not.toBeNull();
    // The same cookie copied to a browser elsewhere is no kiosk there.
    expect(await currentFrom(ELSEWHERE, value)).toBeNull();
    // Nor is the bare id (what the cookie held before), nor the id under a forged signature.
    expect(await currentFrom(AT_CLINIC, kiosk.id)).toBeNull();
    expect(await currentFrom(AT_CLINIC, `${kiosk.id}.forged`)).toBeNull();
    // Typing the id elsewhere does not make a kiosk either.
    const away = await identify(app, kiosk.id, ELSEWHERE);
    expect(away.response.statusCode).toBe(404);
    expect(away.cookie).toBeUndefined();
    const stream = await app.inject({
      url: '/api/kiosk/stream',
      remoteAddress: ELSEWHERE,
      cookies: { kioskIdentity: value },
    });
    expect(stream.statusCode).toBe(404);
  });

  it('streams the kiosk mode now and on every change', async () => {
    const { app } = ctx();
    const kiosk = await register();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const noKiosk = await fetch(`${address}/api/kiosk/stream`);
    expect(noKiosk.status).toBe(404);
    const stream = await openStream(address, (await identify(app, kiosk.id, '127.0.0.1')).value);
    try {
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      expect(await withTimeout(stream.next())).toEqual({ kioskMode: true });
      const switched = await app.inject({
        method: 'PUT',
        url: `/api/admin/kiosks/${kiosk.id}/mode`,
        headers: admin(),
        payload: { kioskMode: false },
      });
      expect(switched.json()).toMatchObject({ kioskMode: false });
      expect(await withTimeout(stream.next())).toEqual({ kioskMode: false });
    } finally {
      stream.close();
    }
  });
});

describe.runIf(databaseTargets.includes('postgres'))(
  'kiosk mode across two instances on one PostgreSQL',
  () => {
    let database: DatabaseHandle;
    let second: DatabaseHandle;
    let a: FastifyInstance;
    let b: FastifyInstance;
    let adminOfA = { authorization: '' };
    const admin = () => adminOfA;
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      second = await openDatabase({
        databaseUrl: database.connectionString,
        dataDir: 'unused',
        poolSize: 5,
        onIdleConnectionError: () => {},
      });
      const config = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...env });
      a = await buildApp({ env: config, database });
      b = await buildApp({ env: config, database: second });
      await Promise.all([a.ready(), b.ready()]);
      adminOfA = await staffHeaders(a, database.db, 'admin');
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await second?.close();
      await database?.close();
    });

    it('a switch made through instance A reaches a browser connected to instance B', async () => {
      const { clinicId } = await seededClinic(database.db);
      const created = await a.inject({
        method: 'POST',
        url: '/api/admin/kiosks',
        headers: admin(),
        payload: { clinicId, name: 'Lobby', allowedNetworks },
      });
      const kiosk = created.json() as { id: string };
      const addressB = await b.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openStream(addressB, (await identify(a, kiosk.id, '127.0.0.1')).value);
      try {
        expect(await withTimeout(stream.next())).toEqual({ kioskMode: true });
        await a.inject({
          method: 'PUT',
          url: `/api/admin/kiosks/${kiosk.id}/mode`,
          headers: admin(),
          payload: { kioskMode: false },
        });
        expect(await withTimeout(stream.next())).toEqual({ kioskMode: false });
      } finally {
        stream.close();
      }
    });
  },
);
