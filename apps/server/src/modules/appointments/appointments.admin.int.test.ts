import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import {
  bookChestXray,
  type Caller,
  callerHeaders,
  callers,
  expectedStatus,
  staffAuditRows,
} from './appointments.admin.test-support';
import { clinicId, TEST_NOW, TUESDAY_9AM_SYDNEY } from './booking-test-helpers';

const at = (minutes: number) => new Date(Date.parse(TUESDAY_9AM_SYDNEY) + minutes * 60_000).toISOString();

describe.each(databaseTargets)('appointment view and actions on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });
  let nextSlot = 0;

  const book = () => {
    const { app, database } = ctx();
    return bookChestXray(app, database.db, nextSlot++);
  };

  const post = async (
    slug: string,
    action: string,
    payload?: object,
    caller: 'admin' | 'ownClinicStaff' = 'ownClinicStaff',
  ) => {
    const { app, database } = ctx();
    return app.inject({
      method: 'POST',
      url: `/api/admin/appointments/${slug}/${action}`,
      headers: await callerHeaders(app, database.db, caller, await clinicId(database.db, 'sydney-cbd')),
      ...(payload ? { payload } : {}),
    });
  };
  const templatesSentTo = async (to: string) =>
    (
      await ctx()
        .database.db.selectFrom('outbox')
        .select('template')
        .where('to', '=', to)
        .orderBy('id')
        .execute()
    ).map((m) => m.template);

  it('shows the appointment to each caller by the policy and audits every read', async () => {
    const { app, database } = ctx();
    const booking = await book();
    for (const caller of callers) {
      const res = await app.inject({
        url: `/api/admin/appointments/${booking.slug}`,
        headers: await callerHeaders(app, database.db, caller, booking.sydney),
      });
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(expectedStatus(caller, 200));
      if (res.statusCode === 200) {
        expect(res.json()).toMatchObject({
          slug: booking.slug,
          status: 'BOOKED',
          startsAt: booking.start,
          exam: { slug: 'xray-chest', nameWithModality: expect.stringContaining('Chest') },
          device: { id: booking.xray },
          patient: { firstName: 'Olivia', email: booking.email, dateOfBirth: '1984-07-21' },
          history: [{ status: 'BOOKED', actor: 'patient' }],
          attachments: [],
          reports: [],
        });
      } else {
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.body).not.toContain(booking.email);
      }
    }
    const audited = await staffAuditRows(
      database.db,
      'staff.appointments.manage',
      `appointment:${booking.id}`,
    );
    expect(audited.map((row) => row.bookingRef)).toEqual([booking.bookingKey, booking.bookingKey]);
  });

  it('confirms a pending appointment and emails the patient with the staffBooking link', async () => {
    const { database } = ctx();
    const booking = await book();
    await database.db
      .updateTable('appointment')
      .set({ status: 'PENDING' })
      .where('id', '=', booking.id)
      .execute();
    const confirmed = await post(booking.slug, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'BOOKED' });
    expect(confirmed.json().history.at(-1)).toMatchObject({
      status: 'BOOKED',
      actor: expect.stringMatching(/^test-/),
    });
    const last = await database.db
      .selectFrom('outbox')
      .select(['template', 'data'])
      .where('to', '=', booking.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.template).toBe('appointment_confirmation');
    expect(JSON.stringify(last.data)).toContain('staffBooking=true');
    // A second confirmation changes nothing and sends nothing.
    const mails = await templatesSentTo(booking.email);
    const again = await post(booking.slug, 'confirm');
    expect(again.statusCode).toBe(200);
    expect(again.json().history).toEqual(confirmed.json().history);
    expect(await templatesSentTo(booking.email)).toEqual(mails);
  });

  it('cancels with a reason: the time is freed, the patient told, and a cancelled one refuses further actions', async () => {
    const { database } = ctx();
    const booking = await book();
    const before = await templatesSentTo(booking.email);
    const cancelled = await post(booking.slug, 'cancel', { reason: 'Device out of service' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELED' });
    expect(cancelled.json().history.at(-1)).toMatchObject({
      status: 'CANCELED',
      reason: 'Device out of service',
    });
    expect(await templatesSentTo(booking.email)).toEqual([...before, 'cancellation']);
    const claims = await database.db
      .selectFrom('slotClaim')
      .select('id')
      .where('appointmentId', '=', booking.id)
      .execute();
    expect(claims).toHaveLength(0);
    const again = await post(booking.slug, 'arrived');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'message.appointment_not_changeable' });
    expect((await post(booking.slug, 'cancel', { reason: '' })).statusCode).toBe(400);
  });

  it('marks arrived and no-show, and resends the confirmation', async () => {
    const booking = await book();
    const arrived = await post(booking.slug, 'arrived');
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json().arrivedAt).toBe(TEST_NOW);
    const noShow = await post(booking.slug, 'no_show', undefined, 'admin');
    expect(noShow.json().noShowAt).toBe(TEST_NOW);
    const before = await templatesSentTo(booking.email);
    const resent = await post(booking.slug, 'resend_confirmation');
    expect(resent.statusCode, resent.body).toBe(202);
    expect(await templatesSentTo(booking.email)).toEqual([...before, 'appointment_confirmation']);
  });

  it('reschedules to a free slot with a reason, and answers 409 for a taken one with nothing changed', async () => {
    const { database } = ctx();
    const booking = await book();
    const other = await book();
    const taken = await post(booking.slug, 'reschedule', {
      deviceId: booking.xray,
      start: other.start,
      reason: 'Clash',
    });
    expect(taken.statusCode, taken.body).toBe(409);
    const unchanged = await database.db
      .selectFrom('appointment')
      .select('status')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.status).toBe('BOOKED');

    const target = at(15 * nextSlot++);
    const moved = await post(booking.slug, 'reschedule', {
      deviceId: booking.xray,
      start: target,
      reason: 'Patient asked by phone',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'BOOKED',
      startsAt: target,
      bookingKey: booking.bookingKey,
    });
    expect(moved.json().slug).not.toBe(booking.slug);
    const old = await database.db
      .selectFrom('appointment')
      .select('status')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('RESCHEDULED');
    expect((await templatesSentTo(booking.email)).at(-1)).toBe('reschedule');
    const audited = await staffAuditRows(
      database.db,
      'staff.appointments.manage',
      `appointment.reschedule:${booking.id}`,
    );
    expect(audited).toHaveLength(2);
  });

  it('records who referred the patient by the policy, in any status, keeps them through a reschedule and refuses a bad address', async () => {
    const { app, database } = ctx();
    const booking = await book();
    const put = async (slug: string, payload: object, caller: Caller = 'ownClinicStaff') =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/appointments/${slug}/referrer`,
        headers: await callerHeaders(app, database.db, caller, booking.sydney),
        payload,
      });
    const referrer = { email: 'Dr.Lee@Clinic.example', name: 'Dr Ana Lee' };
    for (const caller of callers) {
      const res = await put(booking.slug, referrer, caller);
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(expectedStatus(caller, 200));
    }
    const view = await app.inject({
      url: `/api/admin/appointments/${booking.slug}`,
      headers: await callerHeaders(app, database.db, 'ownClinicStaff', booking.sydney),
    });
    expect(view.json().referrer).toEqual({ email: 'dr.lee@clinic.example', name: 'Dr Ana Lee' });
    const audited = await staffAuditRows(
      database.db,
      'staff.appointments.manage',
      `appointment.referrer:${booking.id}`,
    );
    expect(audited.map((row) => row.bookingRef)).toEqual([booking.bookingKey, booking.bookingKey]);

    const bad = await put(booking.slug, { email: 'not an address', name: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(bad.json().message).toMatch(/^message\./);
    expect((await put(booking.slug, { name: 'No address' })).statusCode).toBe(400);

    const moved = await post(booking.slug, 'reschedule', {
      deviceId: booking.xray,
      start: at(15 * nextSlot++),
      reason: 'Patient asked by phone',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().referrer).toEqual({ email: 'dr.lee@clinic.example', name: 'Dr Ana Lee' });

    const cancelled = await post(moved.json().slug, 'cancel', { reason: 'Unwell' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const changed = await put(moved.json().slug, { email: 'gp@practice.example', name: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      status: 'CANCELED',
      referrer: { email: 'gp@practice.example', name: null },
    });
  });
});
