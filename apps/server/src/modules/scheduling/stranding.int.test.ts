import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import {
  clinicId,
  deviceId,
  TEST_NOW,
  TUESDAY_9AM_SYDNEY,
  testKey,
} from '../appointments/booking-test-helpers';
import { sentTo } from '../patient-auth/patient-auth.test-support';
import { asAdmin, book, change, freeStarts, scheduleUrl, versionOf } from './schedule-admin.test-support';

const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

describe.each(databaseTargets)('changes that strand bookings on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW), env: { OUTBOX_POLL_INTERVAL_MS: '0' } });

  it('lists the booking and hold a closure strands, saves nothing until it is decided, then moves it', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const sydney = await clinicId(db, 'sydney-cbd');
    const xray = await deviceId(db, 'sydney-cbd', 'XR');
    const email = 'moved.patient@example.com';
    const booked = await book(
      app,
      { clinicId: sydney, deviceId: xray, start: TUESDAY_9AM_SYDNEY },
      { email },
    );
    const hold = await app.inject({
      method: 'POST',
      url: '/api/slot_reservations',
      payload: {
        clinicId: sydney,
        deviceId: xray,
        examSlug: 'xray-chest',
        start: plus(TUESDAY_9AM_SYDNEY, 60),
        bookingKey: testKey('strandedHold'),
      },
    });
    expect(hold.statusCode, hold.body).toBe(201);
    const headers = await asAdmin(app, db);
    const version = await versionOf(app, db, sydney);
    const closure = {
      deviceId: null,
      fromDate: '2026-03-03',
      toDate: '2026-03-03',
      reason: 'Power works',
      expectedVersion: version,
    };

    const asked = await change(app, headers, 'POST', scheduleUrl(sydney, 'closures'), closure);
    expect(asked.statusCode, asked.body).toBe(200);
    const outcome = asked.json();
    expect(outcome).toMatchObject({ saved: false, version });
    expect(outcome.checked).toBeGreaterThanOrEqual(2);
    expect(outcome.stranded).toEqual([
      expect.objectContaining({
        appointmentId: booked.id,
        slug: booked.slug,
        deviceId: xray,
        start: TUESDAY_9AM_SYDNEY,
        examSlug: 'xray-chest',
        patientName: 'Olivia Nguyen',
      }),
    ]);
    expect(outcome.strandedHolds).toEqual([
      { deviceId: expect.any(Number), start: plus(TUESDAY_9AM_SYDNEY, 60), end: expect.any(String) },
    ]);
    const offers = outcome.stranded[0].offers as { start: string; deviceId: number }[];
    expect(offers.length).toBeGreaterThan(0);
    // Offers lie outside the closed day (3 March local, 2 March 13:00 to 3 March 13:00 UTC).
    for (const offer of offers) expect(offer.start >= '2026-03-03T13:00:00.000Z').toBe(true);
    expect(outcome.schedule.exceptions).toEqual([]);
    expect(await freeStarts(app, sydney, 'xray-chest', '2026-03-03')).not.toEqual([]);

    const move = {
      appointmentId: booked.id,
      action: 'MOVE',
      deviceId: offers[0]?.deviceId,
      start: offers[0]?.start,
    };
    const dry = await change(app, headers, 'POST', scheduleUrl(sydney, 'closures'), {
      ...closure,
      dryRun: true,
      decisions: [move],
    });
    expect(dry.json()).toMatchObject({ saved: false, version });

    const saved = await change(app, headers, 'POST', scheduleUrl(sydney, 'closures'), {
      ...closure,
      decisions: [move],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, version: version + 1 });
    expect(await freeStarts(app, sydney, 'xray-chest', '2026-03-03')).toEqual([]);
    const row = await db
      .selectFrom('appointment')
      .select(['startsAt', 'status', 'slug'])
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.startsAt).toISOString()).toBe(offers[0]?.start);
    expect(row).toMatchObject({ status: 'BOOKED', slug: booked.slug });
    const holds = await db
      .selectFrom('slotClaim')
      .select('id')
      .where('bookingKey', '=', testKey('strandedHold'))
      .execute();
    expect(holds).toEqual([]);
    const mail = (await sentTo(app, email)).find((m) => m.template === 'reschedule');
    expect(mail?.locale).toBe('en-AU');
    // The new time as the patient reads it: Wednesday 4 March, 07:30 in Sydney (the first free slot).
    expect(offers[0]?.start).toBe('2026-03-03T20:30:00.000Z');
    expect(mail?.text).toMatch(/Wednesday,? 4 March 2026/);
    expect(mail?.text).toMatch(/7:30/);
  });

  it('cancels a stranded booking with the reason, emailed in the patient’s language', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const parramatta = await clinicId(db, 'parramatta');
    const ct = await deviceId(db, 'parramatta', 'CT');
    const email = 'cancelled.patient@example.com';
    const booked = await book(
      app,
      { clinicId: parramatta, deviceId: ct, start: TUESDAY_9AM_SYDNEY, examSlug: 'ct-brain' },
      { email, locale: 'mk' },
    );
    const headers = await asAdmin(app, db);
    const status = {
      status: 'OUT_OF_SERVICE',
      expectedVersion: await versionOf(app, db, parramatta),
    };
    const asked = await change(app, headers, 'PUT', scheduleUrl(parramatta, `devices/${ct}/status`), status);
    expect(asked.json().stranded.map((s: { appointmentId: number }) => s.appointmentId)).toEqual([booked.id]);
    // The only CT of the clinic is the one going: there is nowhere to move to.
    expect(asked.json().stranded[0].offers).toEqual([]);
    const reason = 'The CT scanner is broken.';
    const saved = await change(app, headers, 'PUT', scheduleUrl(parramatta, `devices/${ct}/status`), {
      ...status,
      decisions: [{ appointmentId: booked.id, action: 'CANCEL', reason }],
    });
    expect(saved.json()).toMatchObject({ saved: true });
    expect(saved.json().schedule.devices.find((d: { id: number }) => d.id === ct).status).toBe(
      'OUT_OF_SERVICE',
    );
    const row = await db
      .selectFrom('appointment')
      .select('status')
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('CANCELED');
    const mail = (await sentTo(app, email)).find((m) => m.template === 'cancellation');
    expect(mail?.locale).toBe('mk');
    expect(mail?.text).toContain(reason);
    expect(await freeStarts(app, parramatta, 'ct-brain', '2026-03-03')).toEqual([]);
  });

  it('keeps a booking outside blocked time when told to, and does not ask about it again', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const bondi = await clinicId(db, 'bondi-junction');
    const us = await deviceId(db, 'bondi-junction', 'US');
    const booked = await book(app, {
      clinicId: bondi,
      deviceId: us,
      start: TUESDAY_9AM_SYDNEY,
      examSlug: 'us-thyroid',
    });
    const headers = await asAdmin(app, db);
    const block = {
      deviceId: us,
      startsAt: plus(TUESDAY_9AM_SYDNEY, -30),
      endsAt: plus(TUESDAY_9AM_SYDNEY, 60),
      reason: 'Service visit',
    };
    const first = await change(app, headers, 'POST', scheduleUrl(bondi, 'blocks'), {
      ...block,
      expectedVersion: await versionOf(app, db, bondi),
      decisions: [{ appointmentId: booked.id, action: 'KEEP' }],
    });
    expect(first.json()).toMatchObject({
      saved: true,
      stranded: [expect.objectContaining({ appointmentId: booked.id })],
    });
    const row = await db
      .selectFrom('appointment')
      .select(['status', 'startsAt'])
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('BOOKED');
    const again = await change(app, headers, 'POST', scheduleUrl(bondi, 'blocks'), {
      ...block,
      reason: 'Second visit',
      expectedVersion: first.json().version,
    });
    expect(again.json()).toMatchObject({ saved: true, stranded: [] });
  });

  it('strands the afternoon bookings a new template drops, and refuses a move into closed time', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const sydney = await clinicId(db, 'sydney-cbd');
    const us = await deviceId(db, 'sydney-cbd', 'US');
    const afternoon = '2026-03-10T03:00:00.000Z'; // Tuesday 10 March, 14:00 in Sydney
    const booked = await book(app, {
      clinicId: sydney,
      deviceId: us,
      start: afternoon,
      examSlug: 'us-thyroid',
    });
    const headers = await asAdmin(app, db);
    const mornings = [1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      startMinute: 480,
      endMinute: 720,
      slotMinutes: null,
      examSlugs: [],
      examGroups: [],
    }));
    const template = {
      effectiveFrom: '2026-03-09',
      sessions: mornings,
      expectedVersion: await versionOf(app, db, sydney),
    };
    const url = scheduleUrl(sydney, `devices/${us}/template`);
    const asked = await change(app, headers, 'PUT', url, template);
    expect(asked.json().stranded.map((s: { appointmentId: number }) => s.appointmentId)).toEqual([booked.id]);
    const intoAfternoon = await change(app, headers, 'PUT', url, {
      ...template,
      decisions: [{ appointmentId: booked.id, action: 'MOVE', deviceId: us, start: plus(afternoon, 60) }],
    });
    expect(intoAfternoon.statusCode).toBe(400);
    expect(intoAfternoon.json().errors).toEqual([
      { field: 'decisions.0.start', message: 'message.schedule_move_unavailable' },
    ]);
    expect(await versionOf(app, db, sydney)).toBe(template.expectedVersion);
    const row = await db
      .selectFrom('appointment')
      .select('startsAt')
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.startsAt).toISOString()).toBe(afternoon);
  });
});
