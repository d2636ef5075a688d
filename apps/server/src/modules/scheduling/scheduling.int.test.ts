import { clinicAppointmentsResponse } from '@rb/contracts';
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

describe.each(databaseTargets)('scheduling calls on %s', (target) => {
  const clock = fixedClock(TEST_NOW);
  const ctx = useTestApp(target, { clock });
  const post = (url: string, payload: unknown) =>
    ctx().app.inject({ method: 'POST', url, payload: payload as object });
  const slotsOf = async (body: Record<string, unknown>) => {
    const res = await post('/api/clinic_appointments', body);
    expect(res.statusCode, res.body).toBe(200);
    // The route skips zod's encode (answerAsBuilt): its answer must be the contract's, field for field.
    const answer = res.json();
    expect(clinicAppointmentsResponse.parse(answer)).toStrictEqual(answer);
    return answer;
  };

  it('answers free slots per clinic in the WEEK view, after the notice, around lunch', async () => {
    const sydney = await clinicId(ctx().database.db, 'sydney-cbd');
    const [clinic] = await slotsOf({
      clinicIds: [sydney],
      examSlug: 'xray-chest',
      start: '2026-03-02',
      end: '2026-03-08',
      clinicAppointmentsView: 'WEEK',
    });
    expect(clinic.clinicId).toBe(sydney);
    expect(clinic.timeZone).toBe('Australia/Sydney');
    expect(clinic.days).toHaveLength(7);
    // Now is 11:00 AEDT, X-ray needs 30 minutes' notice: the first slot is 11:30.
    expect(clinic.slots[0]).toMatchObject({
      start: '2026-03-02T00:30:00.000Z',
      end: '2026-03-02T00:45:00.000Z',
    });
    const starts = clinic.slots.map((s: { start: string }) => s.start);
    expect(starts).not.toContain('2026-03-02T01:45:00.000Z'); // 12:45 is lunch
    expect(starts).toContain(TUESDAY_9AM_SYDNEY);
    expect(clinic.days[6]).toMatchObject({ date: '2026-03-08', slotCount: 0, firstStart: null }); // Sunday
  });

  it('answers a day summary in the MONTH view and honours the time-of-day filter', async () => {
    const ids = [
      await clinicId(ctx().database.db, 'sydney-cbd'),
      await clinicId(ctx().database.db, 'brisbane-cbd'),
    ];
    const month = await slotsOf({
      clinicIds: ids,
      examSlug: 'mri-knee',
      start: '2026-03-01',
      end: '2026-03-31',
      clinicAppointmentsView: 'MONTH',
    });
    expect(month).toHaveLength(2);
    expect(month[0].slots).toEqual([]);
    expect(month[1].days).toHaveLength(31);
    expect(month[1].days.find((d: { date: string }) => d.date === '2026-03-03').slotCount).toBeGreaterThan(
      10,
    );
    const evening = await slotsOf({
      clinicIds: [ids[0]],
      examSlug: 'mri-knee',
      start: '2026-03-03',
      end: '2026-03-03',
      timeOfDay: 'evening',
    });
    // 17:00–20:00 AEDT in 30-minute slots.
    expect(evening[0].slots.map((s: { start: string }) => s.start)).toEqual([
      '2026-03-03T06:00:00.000Z',
      '2026-03-03T06:30:00.000Z',
      '2026-03-03T07:00:00.000Z',
      '2026-03-03T07:30:00.000Z',
      '2026-03-03T08:00:00.000Z',
      '2026-03-03T08:30:00.000Z',
    ]);
  });

  it('closes public holidays (Good Friday) and uses the clinic duration', async () => {
    const geelong = await clinicId(ctx().database.db, 'geelong');
    const [clinic] = await slotsOf({
      clinicIds: [geelong],
      examSlug: 'mri-brain',
      start: '2026-04-02',
      end: '2026-04-03',
    });
    expect(clinic.days[1]).toMatchObject({ date: '2026-04-03', slotCount: 0 });
    const first = clinic.slots[0];
    expect(Date.parse(first.end) - Date.parse(first.start)).toBe(40 * 60_000);
  });

  it('rejects bad requests naming the field', async () => {
    const sydney = await clinicId(ctx().database.db, 'sydney-cbd');
    const base = { clinicIds: [sydney], examSlug: 'xray-chest', start: '2026-03-02', end: '2026-03-08' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, clinicIds: [] }, 'body.clinicIds'],
      [{ ...base, end: '2026-03-01' }, 'body.end'],
      [{ ...base, end: '2026-06-01' }, 'body.end'],
      [{ ...base, timeOfDay: 'night' }, 'body.timeOfDay'],
      [{ ...base, clinicAppointmentsView: 'YEAR' }, 'body.clinicAppointmentsView'],
      [{ ...base, examSlug: 'no-such-exam' }, 'examSlug'],
      [{ ...base, clinicIds: [999_999] }, 'clinicIds'],
    ];
    for (const [body, field] of cases) {
      const res = await post('/api/clinic_appointments', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('finds the next available slot', async () => {
    const hornsby = await clinicId(ctx().database.db, 'hornsby');
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/clinics/${hornsby}/next_available?examSlug=mri-knee`,
    });
    expect(res.statusCode).toBe(200);
    // 11:00 now + 240 minutes' notice: 15:00 AEDT.
    expect(res.json().slot.start).toBe('2026-03-02T04:00:00.000Z');
    expect(
      (await ctx().app.inject({ method: 'GET', url: '/api/clinics/999999/next_available?examSlug=mri-knee' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx().app.inject({ method: 'GET', url: `/api/clinics/${hornsby}/next_available` })).statusCode,
    ).toBe(400);
  });

  it('holds a slot for one key: 409 for another, replaced by the same key, freed on expiry or release', async () => {
    const db = ctx().database.db;
    const sydney = await clinicId(db, 'sydney-cbd');
    const device = await deviceId(db, 'sydney-cbd', 'US');
    const hold = { clinicId: sydney, deviceId: device, examSlug: 'us-thyroid', start: TUESDAY_9AM_SYDNEY };
    const alice = testKey('aliceHoldKey');
    const bob = testKey('bobHoldKey');

    const first = await post('/api/slot_reservations', { ...hold, bookingKey: alice });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ start: TUESDAY_9AM_SYDNEY, expiresAt: '2026-03-02T00:10:00.000Z' });

    const second = await post('/api/slot_reservations', { ...hold, bookingKey: bob });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('message.slot_conflict');

    const search = {
      clinicIds: [sydney],
      examSlug: 'us-thyroid',
      start: '2026-03-03',
      end: '2026-03-03',
      deviceId: device,
    };
    const forBob = (await slotsOf(search))[0].slots.map((s: { start: string }) => s.start);
    expect(forBob).not.toContain(TUESDAY_9AM_SYDNEY);
    const forAlice = (await slotsOf({ ...search, examBookingKey: alice }))[0].slots.map(
      (s: { start: string }) => s.start,
    );
    expect(forAlice).toContain(TUESDAY_9AM_SYDNEY);

    // Alice moves her hold: the old time is free for Bob at once.
    const moved = await post('/api/slot_reservations', {
      ...hold,
      start: '2026-03-02T22:30:00.000Z',
      bookingKey: alice,
    });
    expect(moved.statusCode).toBe(201);
    const holdsOfAlice = await db
      .selectFrom('slotClaim')
      .select('startsAt')
      .where('bookingKey', '=', alice)
      .execute();
    expect(holdsOfAlice).toHaveLength(1);
    expect((await post('/api/slot_reservations', { ...hold, bookingKey: bob })).statusCode).toBe(201);

    // Alice's hold expires after 10 minutes: Bob can take that time too.
    expect(
      (
        await post('/api/slot_reservations', {
          ...hold,
          start: '2026-03-02T22:30:00.000Z',
          bookingKey: testKey('carolHoldKey'),
        })
      ).statusCode,
    ).toBe(409);
    clock.advance(11 * 60_000);
    const afterExpiry = await post('/api/slot_reservations', {
      ...hold,
      start: '2026-03-02T22:30:00.000Z',
      bookingKey: testKey('carolHoldKey'),
    });
    expect(afterExpiry.statusCode).toBe(201);

    const release = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/slot_reservations/${testKey('carolHoldKey')}`,
    });
    expect(release.statusCode).toBe(204);
    expect(
      await db
        .selectFrom('slotClaim')
        .select('id')
        .where('bookingKey', '=', testKey('carolHoldKey'))
        .execute(),
    ).toEqual([]);
    clock.set(TEST_NOW);
  });

  it('rejects a hold outside working time or with a bad key', async () => {
    const db = ctx().database.db;
    const sydney = await clinicId(db, 'sydney-cbd');
    const device = await deviceId(db, 'sydney-cbd', 'US');
    const lunch = await post('/api/slot_reservations', {
      clinicId: sydney,
      deviceId: device,
      examSlug: 'us-thyroid',
      start: '2026-03-03T01:45:00.000Z',
      bookingKey: testKey('lunchKey'),
    });
    expect(lunch.statusCode).toBe(400);
    expect(lunch.json()).toMatchObject({
      message: 'message.slot_unavailable',
      params: { reason: 'not_free' },
    });
    const badKey = await post('/api/slot_reservations', {
      clinicId: sydney,
      deviceId: device,
      examSlug: 'us-thyroid',
      start: TUESDAY_9AM_SYDNEY,
      bookingKey: 'short',
    });
    expect(badKey.json().errors[0].field).toBe('body.bookingKey');
  });
});
