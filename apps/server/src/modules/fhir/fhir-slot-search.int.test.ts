import type { Bundle, OperationOutcome, Slot } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { clinicId, deviceId, TEST_NOW } from '../appointments/booking-test-helpers';
import { asAdmin, change, scheduleUrl, versionOf } from '../scheduling/schedule-admin.test-support';
import { expectValidFhir } from './fhir.test-support';

const DAY_MS = 86_400_000;
/** 08:00 in Sydney on a March 2026 day (AEDT, UTC+11). */
const sydney8am = (day: string) => new Date(Date.parse(`${day}T08:00:00+11:00`)).toISOString();

/**
 * What a Slot search may cost (issue 47): a default window of one day, at most a week over many
 * schedules and five weeks over one, `too-costly` beyond, and one computation shared by identical
 * searches until something slot search reads changes.
 */
describe.each(databaseTargets)('FHIR Slot search cost on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });

  const search = async (query: string) => {
    const res = await ctx().app.inject({ method: 'GET', url: `/fhir/Slot?${query}` });
    return { status: res.statusCode, body: res.json() as Bundle<Slot> & Pick<OperationOutcome, 'issue'> };
  };
  const slotsOf = (bundle: Bundle<Slot>) => (bundle.entry ?? []).map((e) => e.resource as Slot);

  it('searches one day from now when no start is given', async () => {
    const xray = await deviceId(ctx().database.db, 'sydney-cbd', 'XR');
    const { status, body } = await search(`schedule=Schedule/${xray}&_count=500`);
    expect(status).toBe(200);
    expectValidFhir(body);
    const starts = slotsOf(body).map((s) => Date.parse(s.start));
    expect(starts.length).toBeGreaterThan(0);
    expect(body.total).toBe(starts.length);
    const now = Date.parse(TEST_NOW);
    for (const start of starts) {
      expect(start).toBeGreaterThanOrEqual(now);
      expect(start).toBeLessThan(now + DAY_MS);
    }
  });

  it('answers too-costly past a week over many schedules and past five weeks over one', async () => {
    const db = ctx().database.db;
    const xray = await deviceId(db, 'sydney-cbd', 'XR');
    const ct = await deviceId(db, 'sydney-cbd', 'CT');
    const exam = 'service-type=xray-chest&_count=1';
    const week = await search(`${exam}&start=ge2026-03-02&start=lt2026-03-09`);
    expect(week.status).toBe(200);
    const eightDays = await search(`${exam}&start=ge2026-03-02&start=lt2026-03-10`);
    expect(eightDays.status).toBe(400);
    expectValidFhir(eightDays.body);
    expect(eightDays.body.issue?.[0]?.code).toBe('too-costly');
    expect(eightDays.body.issue?.[0]?.diagnostics).toBe(
      'a Slot search spans at most 7 days, or 35 for one schedule',
    );
    // Only a lower bound: a day from it; only an upper bound far ahead: too wide from now.
    expect((await search(`${exam}&start=ge2026-03-05`)).status).toBe(200);
    expect((await search(`${exam}&start=lt2026-04-01`)).body.issue?.[0]?.code).toBe('too-costly');
    // Two schedules are a broad search; one schedule may span five weeks.
    const two = await search(`schedule=${xray},${ct}&start=ge2026-03-02&start=lt2026-03-10&_count=1`);
    expect(two.body.issue?.[0]?.code).toBe('too-costly');
    const fiveWeeks = await search(`schedule=${xray}&${exam}&start=ge2026-03-02&start=lt2026-04-06`);
    expect(fiveWeeks.status).toBe(200);
    expect(fiveWeeks.body.total).toBeGreaterThan(0);
    const longer = await search(`schedule=${xray}&${exam}&start=ge2026-03-02&start=lt2026-04-07`);
    expect(longer.status).toBe(400);
    expect(longer.body.issue?.[0]?.code).toBe('too-costly');
    expect(longer.body.issue?.[0]?.diagnostics).toBe('a Slot search spans at most 35 days');
  });

  it('reuses one computation for identical searches and computes afresh after a schedule change', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const sydney = await clinicId(db, 'sydney-cbd');
    const us = await deviceId(db, 'sydney-cbd', 'US');
    const query = `schedule=Schedule/${us}&start=ge2026-03-03T13:00:00Z&start=lt2026-03-04T13:00:00Z&_count=500`;
    const first = await search(query);
    expect(first.status).toBe(200);
    const free = slotsOf(first.body).filter((s) => s.status === 'free');
    const last = free.at(-1) as Slot;
    expect(slotsOf(first.body).some((s) => s.status === 'busy-tentative')).toBe(false);
    // A hold written past every service (as an outside writer would): nothing tells the cache.
    await db
      .insertInto('slotClaim')
      .values({
        deviceId: us,
        startsAt: new Date(last.start),
        endsAt: new Date(last.end),
        kind: 'HOLD',
        bookingKey: 'fhir-slot-cache-test',
        expiresAt: new Date(Date.parse(TEST_NOW) + 7 * DAY_MS),
        holder: null,
      })
      .execute();
    const again = await search(query);
    expect(again.body.entry).toEqual(first.body.entry);
    // A block saved through the schedule admin: the next identical search sees it, and the hold.
    const block = await change(app, await asAdmin(app, db), 'POST', scheduleUrl(sydney, 'blocks'), {
      deviceId: us,
      startsAt: sydney8am('2026-03-04'),
      endsAt: new Date(Date.parse(sydney8am('2026-03-04')) + 3_600_000).toISOString(),
      reason: 'Staff meeting',
      expectedVersion: await versionOf(app, db, sydney),
    });
    expect(block.statusCode, block.body).toBe(200);
    const after = slotsOf((await search(query)).body);
    const blocked = (s: Slot) =>
      Date.parse(s.start) < Date.parse(sydney8am('2026-03-04')) + 3_600_000 &&
      Date.parse(s.end) > Date.parse(sydney8am('2026-03-04'));
    expect(free.some(blocked)).toBe(true);
    expect(after.filter((s) => s.status === 'free').some(blocked)).toBe(false);
    expect(after.filter((s) => s.status === 'busy-tentative').map((s) => s.start)).toEqual([last.start]);
  });
});
