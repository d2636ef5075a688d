import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { callerHeaders, callers, expectedStatus, staffAuditRows } from './appointments.admin.test-support';
import { clinicId, deviceId, patient, TEST_NOW, TUESDAY_9AM_SYDNEY, testKey } from './booking-test-helpers';

const at = (minutes: number) => new Date(Date.parse(TUESDAY_9AM_SYDNEY) + minutes * 60_000).toISOString();
const DAY = '2026-03-03';

describe.each(databaseTargets)('day sheet on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });
  const url = (clinic: number | string, date = DAY) => `/api/admin/clinics/${clinic}/day_sheet?date=${date}`;

  let seeded: ReturnType<typeof seedOnce> | undefined;
  /** The tests share one database: the day is seeded once. */
  const seedDay = () => {
    seeded ??= seedOnce();
    return seeded;
  };

  /** A clinic day with a walk-in appointment (checked in), a live hold and blocked time. */
  async function seedOnce() {
    const { app, database } = ctx();
    const db = database.db;
    const sydney = await clinicId(db, 'sydney-cbd');
    const xray = await deviceId(db, 'sydney-cbd', 'XR');
    const us = await deviceId(db, 'sydney-cbd', 'US');
    const booked = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        examSlug: 'xray-chest',
        clinicId: sydney,
        deviceId: xray,
        start: TUESDAY_9AM_SYDNEY,
        patient: patient(),
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = booked.json().id as number;
    await db.updateTable('appointment').set({ walkIn: true }).where('id', '=', appointmentId).execute();
    await db
      .insertInto('checkIn')
      .values({
        appointmentId,
        status: 'CHECKED_IN',
        checkedInAt: at(-10),
        preparedSentAt: at(-60),
        patientFolioNumber: 'F-1001',
      })
      .execute();
    const hold = await app.inject({
      method: 'POST',
      url: '/api/slot_reservations',
      payload: {
        clinicId: sydney,
        deviceId: us,
        examSlug: 'us-thyroid',
        start: at(60),
        bookingKey: testKey('daySheetHold'),
      },
    });
    expect(hold.statusCode, hold.body).toBe(201);
    await db
      .insertInto('scheduleException')
      .values({ clinicId: sydney, deviceId: us, startsAt: at(180), endsAt: at(240), reason: 'Service visit' })
      .execute();
    return { sydney, xray, us, appointmentId, slug: booked.json().slug as string };
  }

  it('shows devices, the day’s appointments with their check-in state, holds and blocked time', async () => {
    const { app, database } = ctx();
    const day = await seedDay();
    const res = await app.inject({
      url: url(day.sydney),
      headers: await callerHeaders(app, database.db, 'admin', day.sydney),
    });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json();
    expect(sheet.clinic).toMatchObject({ id: day.sydney, timeZone: 'Australia/Sydney' });
    expect(sheet.devices.map((d: { id: number }) => d.id)).toEqual(
      expect.arrayContaining([day.xray, day.us]),
    );
    expect(sheet.openings.some((o: { deviceId: number }) => o.deviceId === day.xray)).toBe(true);
    expect(sheet.appointments).toEqual([
      expect.objectContaining({
        id: day.appointmentId,
        deviceId: day.xray,
        startsAt: TUESDAY_9AM_SYDNEY,
        status: 'BOOKED',
        walkIn: true,
        patientName: 'Olivia Nguyen',
        checkIn: {
          status: 'CHECKED_IN',
          preparedSentAt: at(-60),
          checkedInAt: at(-10),
          folioNumber: 'F-1001',
        },
      }),
    ]);
    expect(sheet.holds).toEqual([expect.objectContaining({ deviceId: day.us, startsAt: at(60) })]);
    expect(sheet.blocks).toEqual([
      { deviceId: day.us, startsAt: at(180), endsAt: at(240), reason: 'Service visit' },
    ]);

    const otherDay = await app.inject({
      url: url(day.sydney, '2026-03-04'),
      headers: await callerHeaders(app, database.db, 'admin', day.sydney),
    });
    expect(otherDay.json()).toMatchObject({ appointments: [], holds: [], blocks: [] });
  });

  it('answers each caller by the policy and audits every read', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const day = await seedDay();
    const object = `day_sheet:${day.sydney}:${DAY}`;
    const before = (await staffAuditRows(db, 'staff.appointments.manage', object)).length;
    for (const caller of callers) {
      const res = await app.inject({
        url: url(day.sydney),
        headers: await callerHeaders(app, db, caller, day.sydney),
      });
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(expectedStatus(caller, 200));
      if (res.statusCode !== 200) {
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.body).not.toContain('Olivia');
      }
    }
    // The admin and the clinic's own staff read it; refused callers leave no read behind.
    const audited = await staffAuditRows(db, 'staff.appointments.manage', object);
    expect(audited).toHaveLength(before + 2);
    expect(audited.every((row) => row.actorKind === 'STAFF')).toBe(true);
  });

  it('refuses bad dates and unknown clinics with problem+json', async () => {
    const { app, database } = ctx();
    const headers = await callerHeaders(app, database.db, 'admin', 1);
    const bad = await app.inject({ url: url(1, '2026-02-30x'), headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    // Without a date: the clinic's own today (Monday 2 March in Sydney at TEST_NOW).
    const today = await app.inject({
      url: `/api/admin/clinics/${await clinicId(database.db, 'sydney-cbd')}/day_sheet`,
      headers,
    });
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().date).toBe('2026-03-02');
    const unknown = await app.inject({ url: url(999_999), headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'message.unknown_clinic' });
  });
});
