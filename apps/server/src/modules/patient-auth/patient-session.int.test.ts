import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { securedBooking } from '../../platform/session';
import { databaseTargets } from '../../test/databases';
import { useAuthTestApp } from './patient-auth.int-support';
import {
  browser,
  insertAppointment,
  insertBookingRequest,
  lastCodeSentTo,
} from './patient-auth.test-support';

const DOB = '1962-07-09';
const MINUTE = 60_000;

/** Test-only secured routes, one per kind of target the guard accepts. */
function securedTestRoutes(app: FastifyInstance) {
  app.get(
    '/api/secured/test/by-key/:bookingKey',
    { preHandler: securedBooking((r) => ({ bookingKey: (r.params as { bookingKey: string }).bookingKey })) },
    async (request) => ({ ok: true, scope: request.bookingAccess?.scope }),
  );
  app.get(
    '/api/secured/test/appointments/:id',
    { preHandler: securedBooking((r) => ({ appointmentId: Number((r.params as { id: string }).id) })) },
    async () => ({ ok: true }),
  );
  app.get(
    '/api/secured/test/booking-requests/:id',
    { preHandler: securedBooking((r) => ({ bookingRequestId: Number((r.params as { id: string }).id) })) },
    async () => ({ ok: true }),
  );
}

describe.each(databaseTargets)('patient sessions on %s', (target) => {
  const clock = fixedClock('2030-07-01T08:00:00Z');
  const ctx = useAuthTestApp(target, { clock, configure: securedTestRoutes });

  async function loggedIn(b = browser(ctx().app)) {
    const { database } = ctx();
    const booking = await insertAppointment(database.db, { dateOfBirth: DOB });
    await b.request('POST', '/api/authentication', {
      bookingKey: booking.bookingKey,
      type: 'APPOINTMENT',
      dateOfBirth: DOB,
    });
    await b.request('POST', '/api/authentication/send_code', {
      bookingKey: booking.bookingKey,
      otpMethod: 'EMAIL',
    });
    const code = await lastCodeSentTo(ctx().app, booking.email as string);
    const ok = await b.request('POST', '/api/authentication/validate_code', {
      bookingKey: booking.bookingKey,
      type: 'APPOINTMENT',
      code,
    });
    expect(ok.json().success).toBe(true);
    return { b, booking };
  }

  it('lets a session see its own booking, 404s another, and 401s without a session', async () => {
    const { b, booking } = await loggedIn();
    const other = await insertAppointment(ctx().database.db, { dateOfBirth: DOB });
    const request = await insertBookingRequest(ctx().database.db, { dateOfBirth: DOB });

    const own = await b.request('GET', `/api/secured/test/by-key/${booking.bookingKey}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().scope).toMatchObject({ kind: 'APPOINTMENT', bookingKey: booking.bookingKey });
    expect((await b.request('GET', `/api/secured/test/appointments/${booking.id}`)).statusCode).toBe(200);

    for (const url of [
      `/api/secured/test/by-key/${other.bookingKey}`,
      `/api/secured/test/appointments/${other.id}`,
      `/api/secured/test/booking-requests/${request.id}`,
      '/api/secured/test/by-key/doesnotexist',
      '/api/secured/test/appointments/999999',
    ]) {
      const response = await b.request('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('message.not_found');
    }
    const anonymous = await browser(ctx().app).request(
      'GET',
      `/api/secured/test/by-key/${booking.bookingKey}`,
    );
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('message.unauthorized');
  });

  it('rotates the token at a second login and keeps both bookings', async () => {
    const { b, booking: first } = await loggedIn();
    const firstToken = b.jar.rb_session as string;
    const { booking: second } = await loggedIn(b);
    expect(b.jar.rb_session).not.toBe(firstToken);
    const status = (await b.request('GET', '/api/authentication')).json();
    expect(status.scopes.map((s: { bookingKey: string }) => s.bookingKey).sort()).toEqual(
      [first.bookingKey, second.bookingKey].sort(),
    );
    // The old token no longer works.
    const stale = await ctx().app.inject({
      method: 'GET',
      url: '/api/authentication',
      cookies: { rb_session: firstToken },
    });
    expect(stale.json().authenticated).toBe(false);
  });

  it('ends a session after 30 idle minutes, while use keeps it alive', async () => {
    const { b, booking } = await loggedIn();
    const url = `/api/secured/test/by-key/${booking.bookingKey}`;
    clock.advance(29 * MINUTE);
    expect((await b.request('GET', url)).statusCode).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await b.request('GET', url)).statusCode).toBe(200);
    clock.advance(30 * MINUTE + 1000);
    expect((await b.request('GET', url)).statusCode).toBe(401);
    expect((await b.request('GET', '/api/authentication')).json()).toMatchObject({
      authenticated: false,
      scopes: [],
    });
  });

  it('keeps an open page signed in through the keepalive (§7), which moves the idle end', async () => {
    const { b, booking } = await loggedIn();
    const url = `/api/secured/test/by-key/${booking.bookingKey}`;
    for (let i = 0; i < 3; i++) {
      clock.advance(20 * MINUTE);
      const alive = await b.request('GET', '/api/authentication/keepalive');
      expect(alive.statusCode).toBe(200);
      expect(alive.headers['cache-control']).toBe('no-store');
      expect(alive.json()).toMatchObject({
        authenticated: true,
        idleExpiresAt: new Date(clock.now().getTime() + 30 * MINUTE).toISOString(),
      });
    }
    // An hour after login, still signed in; without the keepalive it would have gone idle.
    expect((await b.request('GET', url)).statusCode).toBe(200);
    clock.advance(31 * MINUTE);
    const gone = await b.request('GET', '/api/authentication/keepalive');
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ authenticated: false, scopes: [] });
  });

  it('signs in from the patient portal as PATIENT_PORTAL (§3), which opens the portal of that booking', async () => {
    const { database, app } = ctx();
    const booking = await insertAppointment(database.db, { dateOfBirth: DOB });
    const b = browser(app);
    const type = 'PATIENT_PORTAL';
    await b.request('POST', '/api/authentication', {
      bookingKey: booking.bookingKey,
      type,
      dateOfBirth: DOB,
    });
    await b.request('POST', '/api/authentication/send_code', {
      bookingKey: booking.bookingKey,
      otpMethod: 'EMAIL',
    });
    const code = await lastCodeSentTo(app, booking.email as string);
    const ok = await b.request('POST', '/api/authentication/validate_code', {
      bookingKey: booking.bookingKey,
      type,
      code,
    });
    expect(ok.json().success).toBe(true);
    expect((await b.request('GET', '/api/authentication')).json().scopes).toEqual([
      expect.objectContaining({ kind: 'APPOINTMENT', bookingKey: booking.bookingKey, type }),
    ]);
    const portal = await b.request('GET', `/api/secured/appointments/booking_key/${booking.bookingKey}`);
    expect(portal.statusCode).toBe(200);
  });

  it('ends a session 12 hours after login however much it is used', async () => {
    const { b, booking } = await loggedIn();
    const url = `/api/secured/test/by-key/${booking.bookingKey}`;
    for (let step = 0; step < 24; step++) {
      clock.advance(29 * MINUTE);
      expect((await b.request('GET', url)).statusCode).toBe(200);
    }
    // 24 × 29 min = 11 h 36 min; past 12 h it ends.
    clock.advance(25 * MINUTE);
    expect((await b.request('GET', url)).statusCode).toBe(401);
  });

  it('logs out: the session is removed and the cookie cleared', async () => {
    const { b, booking } = await loggedIn();
    const token = b.jar.rb_session as string;
    const out = await b.request('POST', '/api/authentication/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ authenticated: false });
    const cleared = out.cookies.find((c) => c.name === 'rb_session');
    expect(cleared?.value).toBe('');
    const replay = await ctx().app.inject({
      method: 'GET',
      url: `/api/secured/test/by-key/${booking.bookingKey}`,
      cookies: { rb_session: token },
    });
    expect(replay.statusCode).toBe(401);
    // Logging out without a session is harmless.
    expect((await browser(ctx().app).request('POST', '/api/authentication/logout')).statusCode).toBe(200);
  });
});

describe('patient session cookies over https', () => {
  const ctx = useAuthTestApp('pglite', { env: { PUBLIC_URL: 'https://portal.example' } });

  it('uses the __Host- prefix and Secure', async () => {
    const { app, database } = ctx();
    const request = await insertBookingRequest(database.db, { dateOfBirth: DOB });
    const answer = await browser(app).request('POST', '/api/authentication', {
      bookingKey: request.bookingKey,
      type: 'BOOKING_REQUEST',
      dateOfBirth: DOB,
    });
    expect(answer.json().success).toBe(true);
    const cookie = answer.cookies.find((c) => c.name === '__Host-rb_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    expect(answer.cookies.find((c) => c.name === 'rb_session')).toBeUndefined();
  });
});
