import { portalAppointment, portalAppointments } from '@rb/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { deviceId, TEST_NOW, TUESDAY_9AM_SYDNEY } from '../appointments/booking-test-helpers';
import { createReferrerRepository } from '../referrer/referrer.repository';
import { bookXray, client, signIn } from './portal.test-support';

const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

describe.each(databaseTargets)('portal appointment calls on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW), env: { OUTBOX_POLL_INTERVAL_MS: '0' } });
  let minute = 0;
  /** Each booking takes its own morning slot, 15 minutes after the previous one. */
  const nextSlot = () => {
    minute += 15;
    return at(TUESDAY_9AM_SYDNEY, minute);
  };

  async function booked() {
    const { app, database } = ctx();
    const booking = await bookXray(app, database.db, nextSlot());
    return { booking, patient: await signIn(app, booking) };
  }

  const outboxCount = async (template: string, to: string) =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from outbox where template = ${template} and "to" = ${to}`.execute(
          ctx().database.db,
        )
      ).rows[0]?.n,
    );

  const claimsOf = async (appointmentId: number) =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from slot_claim where appointment_id = ${appointmentId}`.execute(
          ctx().database.db,
        )
      ).rows[0]?.n,
    );

  it('shows the appointments of the booking key and audits the read', async () => {
    const { booking, patient } = await booked();
    const res = await patient.call('GET', `/api/secured/appointments/booking_key/${booking.bookingKey}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = portalAppointments.parse(res.json());
    expect(body.appointments).toHaveLength(1);
    expect(body.appointments[0]).toMatchObject({
      slug: booking.slug,
      status: 'BOOKED',
      examName: 'Chest',
      clinic: { slug: 'sydney-cbd', timeZone: 'Australia/Sydney' },
      change: { canChange: true, reason: null, priorMinutes: 120 },
      attachmentsCount: 0,
      confirmed: false,
    });
    const audit = await sql<{ action: string }>`
      select action from audit_event where booking_ref = ${booking.bookingKey} and action like 'portal.%'`.execute(
      ctx().database.db,
    );
    expect(audit.rows.map((r) => r.action)).toContain('portal.appointments.view');
  });

  it('answers 401 without a session and 404 for a malformed or unknown key', async () => {
    const { booking, patient } = await booked();
    const anonymous = client(ctx().app);
    const res = await anonymous.call('GET', `/api/secured/appointments/booking_key/${booking.bookingKey}`);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const unknown = await patient.call(
      'GET',
      '/api/secured/appointments/booking_key/AAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await patient.call('GET', `/api/secured/appointments/${booking.slug}/can_change_status`);
    expect(bad.json()).toEqual({ canChange: true, reason: null, priorMinutes: 120 });
  });

  it('reschedules atomically: old RESCHEDULED without its claim, new BOOKED with one, email queued', async () => {
    const { booking, patient } = await booked();
    const db = ctx().database.db;
    await createReferrerRepository(db).setAppointmentReferrer({
      appointmentId: booking.id,
      email: 'gp@practice.example',
      name: 'Dr Gee',
    });
    const newStart = at(TUESDAY_9AM_SYDNEY, 24 * 60 + minute);
    const res = await patient.call('POST', `/api/secured/appointments/${booking.slug}/reschedule`, {
      deviceId: await deviceId(db, 'sydney-cbd', 'XR'),
      start: newStart,
    });
    expect(res.statusCode, res.body).toBe(201);
    const moved = portalAppointment.parse(res.json());
    expect(moved).toMatchObject({ status: 'BOOKED', start: newStart });
    expect(moved.slug).not.toBe(booking.slug);
    expect(await claimsOf(booking.id)).toBe(0);
    expect(await claimsOf(moved.id)).toBe(1);
    const old = await sql<{
      status: string;
    }>`select status from appointment where id = ${booking.id}`.execute(db);
    expect(old.rows[0]?.status).toBe('RESCHEDULED');
    expect(await outboxCount('reschedule', booking.email)).toBe(1);
    // The referrer moves with the appointment: the report released on the new one reaches them.
    const referrer = await db
      .selectFrom('appointmentReferrer')
      .select(['email', 'name'])
      .where('appointmentId', '=', moved.id)
      .executeTakeFirst();
    expect(referrer).toEqual({ email: 'gp@practice.example', name: 'Dr Gee' });

    const again = await patient.call('POST', `/api/secured/appointments/${booking.slug}/reschedule`, {
      deviceId: await deviceId(db, 'sydney-cbd', 'XR'),
      start: at(newStart, 60),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('message.reschedule_not_allowed');
  });

  it('refuses a reschedule into a taken slot (409 slot_conflict) and a bad body (400 with the field)', async () => {
    const { booking, patient } = await booked();
    const other = await bookXray(ctx().app, ctx().database.db, nextSlot());
    const db = ctx().database.db;
    const taken = await sql<{
      startsAt: Date;
    }>`select starts_at from appointment where id = ${other.id}`.execute(db);
    const res = await patient.call('POST', `/api/secured/appointments/${booking.slug}/reschedule`, {
      deviceId: await deviceId(db, 'sydney-cbd', 'XR'),
      start: new Date(taken.rows[0]?.startsAt as Date).toISOString(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('message.slot_conflict');
    const old = await sql<{
      status: string;
    }>`select status from appointment where id = ${booking.id}`.execute(db);
    expect(old.rows[0]?.status).toBe('BOOKED');

    const bad = await patient.call('POST', `/api/secured/appointments/${booking.slug}/reschedule`, {
      start: 'tomorrow',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['body.deviceId', 'body.start']),
    );
  });

  it('refuses walk-ins and changes inside the minutes-prior limit with their messages', async () => {
    const { booking, patient } = await booked();
    const db = ctx().database.db;
    const body = { deviceId: await deviceId(db, 'sydney-cbd', 'XR'), start: at(TUESDAY_9AM_SYDNEY, 3000) };
    await sql`update booking_policy set change_minutes_prior = 20000`.execute(db);
    try {
      const late = await patient.call('POST', `/api/secured/appointments/${booking.slug}/reschedule`, body);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('message.reschedule_prior_minutes');
      const cancel = await patient.call('POST', `/api/secured/appointments/${booking.slug}/cancel`, {
        reason: 'Other',
      });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json()).toMatchObject({
        message: 'message.cancel_not_allowed',
        params: { priorMinutes: 20000 },
      });
    } finally {
      await sql`update booking_policy set change_minutes_prior = 120`.execute(db);
    }
    await sql`update appointment set walk_in = true where id = ${booking.id}`.execute(db);
    const walkIn = await patient.call('POST', `/api/secured/appointments/${booking.slug}/reschedule`, body);
    expect(walkIn.json().message).toBe('message.reschedule_with_walk_in_not_allowed');
  });

  it('cancels with a reason: CANCELED, time freed, email queued; then nothing more may change', async () => {
    const { booking, patient } = await booked();
    const db = ctx().database.db;
    const empty = await patient.call('POST', `/api/secured/appointments/${booking.slug}/cancel`, {
      reason: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('body.reason');

    const res = await patient.call('POST', `/api/secured/appointments/${booking.slug}/cancel`, {
      reason: 'Feeling better',
      note: 'Thank you',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELED', change: { reason: 'APPOINTMENT_CANCELLED' } });
    expect(await claimsOf(booking.id)).toBe(0);
    expect(await outboxCount('cancellation', booking.email)).toBe(1);
    const action = await sql<{ reason: string; note: string }>`
      select reason, note from appointment_patient_action where appointment_id = ${booking.id}`.execute(db);
    expect(action.rows[0]).toEqual({ reason: 'Feeling better', note: 'Thank you' });

    // The booking is cancelled, so the session may only look at it (§2, §6): every change is 403.
    const twice = await patient.call('POST', `/api/secured/appointments/${booking.slug}/cancel`, {
      reason: 'x',
    });
    expect(twice.statusCode).toBe(403);
    expect(twice.json().message).toBe('message.access_read_only');
    const reschedule = await patient.call('POST', `/api/secured/appointments/${booking.slug}/reschedule`, {
      deviceId: await deviceId(db, 'sydney-cbd', 'XR'),
      start: at(TUESDAY_9AM_SYDNEY, 4000),
    });
    expect(reschedule.json().message).toBe('message.access_read_only');
    const confirm = await patient.call('POST', `/api/secured/appointments/${booking.slug}/confirm`);
    expect(confirm.statusCode).toBe(403);
  });

  it('declines with a reason: DECLINED_BY_PATIENT, time freed, email queued, then no more changes', async () => {
    const { booking, patient } = await booked();
    const db = ctx().database.db;
    const url = `/api/secured/appointments/${booking.slug}/decline`;
    const empty = await patient.call('POST', url, { reason: '' });
    expect(empty.statusCode).toBe(400);
    const res = await patient.call('POST', url, { reason: 'Cannot attend', note: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'DECLINED_BY_PATIENT', change: { canChange: false } });
    expect(await claimsOf(booking.id)).toBe(0);
    expect(await outboxCount('cancellation', booking.email)).toBe(1);
    const action = await sql<{ action: string; reason: string }>`
      select action, reason from appointment_patient_action where appointment_id = ${booking.id}`.execute(db);
    expect(action.rows).toEqual([{ action: 'DECLINE', reason: 'Cannot attend' }]);
    // Declined is over: the session may only look at the booking (§2, §6).
    const again = await patient.call('POST', url, { reason: 'x' });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('message.access_read_only');
    const cancel = await patient.call('POST', `/api/secured/appointments/${booking.slug}/cancel`, {
      reason: 'x',
    });
    expect(cancel.statusCode).toBe(403);
  });

  it('confirms once', async () => {
    const { booking, patient } = await booked();
    const first = await patient.call('POST', `/api/secured/appointments/${booking.slug}/confirm`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().confirmed).toBe(true);
    const second = await patient.call('POST', `/api/secured/appointments/${booking.slug}/confirm`);
    expect(second.json().confirmed).toBe(true);
    const rows = await sql<{ n: string }>`
      select count(*) as n from appointment_patient_action where appointment_id = ${booking.id}`.execute(
      ctx().database.db,
    );
    expect(Number(rows.rows[0]?.n)).toBe(1);
  });
});
