import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_NOW, TUESDAY_9AM_SYDNEY } from '../modules/appointments/booking-test-helpers';
import { bookXray, client, type PortalClient, signIn } from '../modules/portal/portal.test-support';
import { useTestApp } from '../test/app';
import { type ContractRoute, contractRoutes, routeKey } from '../test/contract-routes';
import { databaseTargets } from '../test/databases';
import { staffHeaders } from '../test/staff-auth';
import { bodyFor, fillRoute, hasKnownBody } from './access-matrix.requests';
import { createVictim, type Victim } from './access-matrix.test-support';
import { fixedClock } from './clock';
import { toFastifyPath } from './route';

const blobDir = path.join(os.tmpdir(), `rb-read-only-${randomBytes(6).toString('hex')}`);
afterAll(() => fs.rm(blobDir, { recursive: true, force: true }));

/** Reads made by POST (a share recipient may make them): their guard says `changes: false`. */
const READS_BY_POST = new Set(['POST /api/secured/results/{bookingKey}/image_viewer_link']);

/** Every patient call that changes something: the contracts' non-GET `/api/secured` routes. */
const writes = contractRoutes(['/api/secured/']).filter(
  (r) => r.method !== 'GET' && !READS_BY_POST.has(routeKey(r)),
);
const onRequest = (route: ContractRoute) => route.path.startsWith('/api/secured/booking_requests/');

/** Changes that still make sense after the visit: the patient's own session keeps them on a closed booking. */
const AFTER_VISIT = new Set([
  'POST /api/secured/appointments/{bookingKey}/shares',
  'POST /api/secured/appointments/{bookingKey}/shares/{id}/revoke',
  'POST /api/secured/call_centre_email/{bookingKey}',
  'POST /api/secured/callback_request/{bookingKey}',
]);

const isReadOnlyRefusal = (response: LightMyRequestResponse) =>
  response.statusCode === 403 &&
  response.headers['content-type']?.toString().startsWith('application/problem+json') &&
  response.json().message === 'message.access_read_only';

describe.each(databaseTargets)('read-only access on %s', (target) => {
  const clock = fixedClock(TEST_NOW);
  const ctx = useTestApp(target, { clock, env: { OUTBOX_POLL_INTERVAL_MS: '0', BLOB_DIR: blobDir } });

  /** Calls every write route of one booking kind as `caller`; returns the answers by route. */
  async function tryWrites(caller: PortalClient, victim: Victim, kind: 'appointment' | 'request') {
    const { app } = ctx();
    const answers: { key: string; route: ContractRoute; response: LightMyRequestResponse }[] = [];
    for (const route of writes) {
      if (onRequest(route) !== (kind === 'request')) continue;
      if (!app.hasRoute({ method: route.method, url: toFastifyPath(route.path) })) continue;
      const { payload, headers } = bodyFor(route, victim);
      const response = await caller.call(route.method as never, fillRoute(route, victim), payload, headers);
      answers.push({ key: routeKey(route), route, response });
    }
    return answers;
  }

  /** The routes not refused as read-only, with their answers (validation first is allowed, noted apart). */
  function notRefused(answers: Awaited<ReturnType<typeof tryWrites>>, victim: Victim) {
    return answers
      .filter((a) => !isReadOnlyRefusal(a.response))
      .filter((a) => !(a.response.statusCode === 400 && !hasKnownBody(a.route, victim)))
      .map((a) => `${a.key}: ${a.response.statusCode}`);
  }

  it('refuses every patient change with 403 to a staff view, a share recipient and a closed booking', async () => {
    const { app, database } = ctx();
    const victim = await createVictim(app, database.db);
    expect(writes.length).toBeGreaterThan(15);

    // The owner's own session may change the booking, and is told so.
    const own = await victim.session.call(
      'GET',
      `/api/secured/appointments/booking_key/${victim.bookingKey}`,
    );
    expect(own.json().readOnly).toBeNull();
    const consent = await victim.session.call(
      'PUT',
      `/api/secured/appointments/${victim.slug}/consent_forms`,
      {
        data: { mri: true },
      },
    );
    expect(consent.statusCode).toBe(200);

    // Staff open the patient's view from the admin panel: this browser now looks without changing.
    const staffBrowser = client(app);
    const opened = await staffBrowser.call(
      'POST',
      `/api/admin/appointments/${victim.slug}/portal_view`,
      undefined,
      await staffHeaders(app, database.db, 'admin'),
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ path: `/appointments/${victim.bookingKey}` });
    const view = await staffBrowser.call('GET', `/api/secured/appointments/booking_key/${victim.bookingKey}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ readOnly: 'STAFF_VIEW', appointments: [{ status: 'BOOKED' }] });
    const status = await staffBrowser.call('GET', '/api/authentication');
    expect(status.json().scopes).toEqual([expect.objectContaining({ staffView: true })]);
    const staffAnswers = await tryWrites(staffBrowser, victim, 'appointment');
    expect(notRefused(staffAnswers, victim)).toEqual([]);
    // Most routes really reached the check (not only validation), so the result means something.
    expect(staffAnswers.filter((a) => isReadOnlyRefusal(a.response)).length).toBeGreaterThan(12);

    // The questionnaire answer that cancels the booking is a change too.
    const cancelAnswer = await staffBrowser.call('POST', '/api/questionnaires/answers', {
      bookingKey: victim.bookingKey,
      appointmentSlug: victim.slug,
      questionnaireId: 1,
      questionnaireType: 'CANCEL_APPOINTMENT_PATIENT',
      questionnaireResult: { reason: 'x' },
    });
    expect(isReadOnlyRefusal(cancelAnswer)).toBe(true);

    // A recipient of the patient's share: every change of that booking is refused the same way.
    const shareAnswers = await tryWrites(victim.shareRecipient, victim, 'appointment');
    expect(notRefused(shareAnswers, victim)).toEqual([]);

    // None of it changed the booking.
    const after = await victim.session.call(
      'GET',
      `/api/secured/appointments/booking_key/${victim.bookingKey}`,
    );
    expect(after.json()).toMatchObject({ readOnly: null, appointments: [{ status: 'BOOKED' }] });

    // Cancelled bookings are closed: the owner may look, share and write to staff, but not change them.
    await sql`update appointment set status = 'CANCELED' where booking_key = ${victim.bookingKey}`.execute(
      database.db,
    );
    await sql`update booking_request set status = 'CANCELED' where id = ${victim.request.id}`.execute(
      database.db,
    );
    const closed = await victim.session.call(
      'GET',
      `/api/secured/appointments/booking_key/${victim.bookingKey}`,
    );
    expect(closed.json().readOnly).toBe('CLOSED');
    const closedAnswers = await tryWrites(victim.session, victim, 'appointment');
    const refusedAfterVisit = closedAnswers.filter(
      (a) => AFTER_VISIT.has(a.key) && isReadOnlyRefusal(a.response),
    );
    expect(refusedAfterVisit.map((a) => a.key)).toEqual([]);
    expect(
      notRefused(closedAnswers, victim).filter((line) => !AFTER_VISIT.has(line.split(':')[0] ?? '')),
    ).toEqual([]);
    const request = await victim.requestSession.call(
      'GET',
      `/api/secured/booking_requests/booking_key/${victim.request.bookingKey}`,
    );
    expect(request.json().readOnly).toBe('CLOSED');
    const requestAnswers = await tryWrites(victim.requestSession, victim, 'request');
    expect(requestAnswers.length).toBeGreaterThan(3);
    expect(notRefused(requestAnswers, victim)).toEqual([]);
  });

  it('lets only staff open the view, and a past appointment is closed too', async () => {
    const { app, database } = ctx();
    const booking = await bookXray(
      app,
      database.db,
      new Date(Date.parse(TUESDAY_9AM_SYDNEY) + 120 * 60_000).toISOString(),
    );
    const url = `/api/admin/appointments/${booking.slug}/portal_view`;
    expect((await client(app).call('POST', url)).statusCode).toBe(401);
    const referrer = await client(app).call(
      'POST',
      url,
      undefined,
      await staffHeaders(app, database.db, 'referrer'),
    );
    expect(referrer.statusCode).toBe(403);
    const unknown = await client(app).call(
      'POST',
      '/api/admin/appointments/no-such-appointment/portal_view',
      undefined,
      await staffHeaders(app, database.db, 'admin'),
    );
    expect(unknown.statusCode).toBe(404);

    const patient = await signIn(app, booking);
    const listUrl = `/api/secured/appointments/booking_key/${booking.bookingKey}`;
    expect((await patient.call('GET', listUrl)).json().readOnly).toBeNull();
    // The appointment's end has passed: the booking is over.
    const hour = 3_600_000;
    await sql`update appointment set starts_at = ${new Date(clock.now().getTime() - 2 * hour)},
      ends_at = ${new Date(clock.now().getTime() - hour)} where booking_key = ${booking.bookingKey}`.execute(
      database.db,
    );
    expect((await patient.call('GET', listUrl)).json().readOnly).toBe('CLOSED');
    const cancel = await patient.call('POST', `/api/secured/appointments/${booking.slug}/cancel`, {
      reason: 'Other',
    });
    expect(isReadOnlyRefusal(cancel)).toBe(true);
  });
});
