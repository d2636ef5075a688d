import { afterEach, describe, expect, it } from 'vitest';
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
  const clock = fixedClock(TEST_NOW);
  const ctx = useTestApp(target, { clock });
  let nextSlot = 0;
  afterEach(() => clock.set(TEST_NOW));

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
    // Half an hour before the start, on its day: within the check-in window (60 minutes).
    const inWindow = new Date(Date.parse(booking.start) - 30 * 60_000).toISOString();
    clock.set(inWindow);
    const arrived = await post(booking.slug, 'arrived');
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json().arrivedAt).toBe(inWindow);
    // Marked by mistake; once it is undone and the appointment has started, a no-show may be marked.
    await post(booking.slug, 'attendance/undo');
    const started = new Date(Date.parse(booking.start) + 10 * 60_000).toISOString();
    clock.set(started);
    const noShow = await post(booking.slug, 'no_show', undefined, 'admin');
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(noShow.json()).toMatchObject({ noShowAt: started, noShowOpen: false });
    const before = await templatesSentTo(booking.email);
    const resent = await post(booking.slug, 'resend_confirmation');
    expect(resent.statusCode, resent.body).toBe(202);
    expect(await templatesSentTo(booking.email)).toEqual([...before, 'appointment_confirmation']);
  });

  const view = async (slug: string) => {
    const { app, database } = ctx();
    const res = await app.inject({
      url: `/api/admin/appointments/${slug}`,
      headers: await callerHeaders(
        app,
        database.db,
        'ownClinicStaff',
        await clinicId(database.db, 'sydney-cbd'),
      ),
    });
    return res.json();
  };
  const minutesFromStart = (start: string, minutes: number) =>
    new Date(Date.parse(start) + minutes * 60_000).toISOString();

  it("refuses arrival outside the check-in window of the appointment's day (409 problem), and takes it within", async () => {
    const booking = await book();
    // The day before (TEST_NOW), then 90 minutes before the start: the window opens 60 minutes before.
    for (const now of [TEST_NOW, minutesFromStart(booking.start, -90)]) {
      clock.set(now);
      expect((await view(booking.slug)).arrivalOpen, now).toBe(false);
      const early = await post(booking.slug, 'arrived');
      expect(early.statusCode, now).toBe(409);
      expect(early.headers['content-type']).toContain('application/problem+json');
      expect(early.json()).toMatchObject({ message: 'message.arrival_outside_window' });
      expect((await view(booking.slug)).arrivedAt).toBeNull();
    }
    const inWindow = minutesFromStart(booking.start, -60);
    clock.set(inWindow);
    expect((await view(booking.slug)).arrivalOpen).toBe(true);
    const arrived = await post(booking.slug, 'arrived');
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json()).toMatchObject({
      arrivedAt: inWindow,
      arrivalOpen: false,
      attendanceUndoOpen: true,
    });
    // Once is enough; and after the appointment has ended the window is closed.
    expect((await post(booking.slug, 'arrived')).json()).toMatchObject({
      message: 'message.appointment_not_changeable',
    });
    const other = await book();
    clock.set(minutesFromStart(other.start, 15));
    expect((await post(other.slug, 'arrived')).json()).toMatchObject({
      message: 'message.arrival_outside_window',
    });
  });

  it("refuses a no-show before the appointment's start or for a patient marked arrived (409 problem)", async () => {
    const booking = await book();
    for (const now of [TEST_NOW, minutesFromStart(booking.start, -10)]) {
      clock.set(now);
      expect((await view(booking.slug)).noShowOpen, now).toBe(false);
      const early = await post(booking.slug, 'no_show');
      expect(early.statusCode, now).toBe(409);
      expect(early.headers['content-type']).toContain('application/problem+json');
      expect(early.json()).toMatchObject({ message: 'message.no_show_before_start' });
      expect((await view(booking.slug)).noShowAt).toBeNull();
    }
    await post(booking.slug, 'arrived');
    clock.set(minutesFromStart(booking.start, 5));
    const arrived = await post(booking.slug, 'no_show');
    expect(arrived.statusCode).toBe(409);
    expect(arrived.json()).toMatchObject({ message: 'message.appointment_not_changeable' });
    await post(booking.slug, 'attendance/undo');
    expect((await view(booking.slug)).noShowOpen).toBe(true);
    expect((await post(booking.slug, 'no_show')).statusCode).toBe(200);
    expect((await post(booking.slug, 'no_show')).json()).toMatchObject({
      message: 'message.appointment_not_changeable',
    });
  });

  it('undoes a mistaken no-show or arrival, back to the mark before, audited, until the day has ended', async () => {
    const { database } = ctx();
    const booking = await book();
    clock.set(minutesFromStart(booking.start, 5));
    const noShow = await post(booking.slug, 'no_show', undefined, 'admin');
    expect(noShow.json()).toMatchObject({ noShowAt: expect.any(String), arrivedAt: null, noShowOpen: false });
    // The patient turns up after all: the no-show is undone and the arrival marked.
    const undone = await post(booking.slug, 'attendance/undo');
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({
      noShowAt: null,
      arrivedAt: null,
      noShowOpen: true,
      status: 'BOOKED',
    });
    expect((await post(booking.slug, 'arrived')).json()).toMatchObject({ arrivedAt: expect.any(String) });
    const again = await post(booking.slug, 'attendance/undo', undefined, 'admin');
    expect(again.json()).toMatchObject({ noShowAt: null, arrivedAt: null, arrivalOpen: true });
    expect(again.json().attendanceUndoOpen).toBe(false);
    // Nothing left to undo.
    expect((await post(booking.slug, 'attendance/undo')).statusCode).toBe(409);
    const events = await database.db
      .selectFrom('appointmentStaffEvent')
      .select(['kind', 'staffSubject'])
      .where('appointmentId', '=', booking.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.kind)).toEqual(['NO_SHOW', 'UNDO_ATTENDANCE', 'ARRIVED', 'UNDO_ATTENDANCE']);
    const audited = await staffAuditRows(
      database.db,
      'staff.appointments.manage',
      `appointment.attendance_undo:${booking.id}`,
    );
    expect(audited).toHaveLength(3);

    // A no-show marked on the day may no longer be undone once the clinic's day has ended.
    await post(booking.slug, 'no_show');
    clock.set(minutesFromStart(booking.start, 24 * 60));
    expect((await view(booking.slug)).attendanceUndoOpen).toBe(false);
    const late = await post(booking.slug, 'attendance/undo');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'message.appointment_not_changeable' });
    expect((await view(booking.slug)).noShowAt).not.toBeNull();
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
