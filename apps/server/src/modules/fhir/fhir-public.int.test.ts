import type {
  Bundle,
  CapabilityStatement,
  Location,
  OperationOutcome,
  Schedule,
  Slot,
} from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { clinicId, deviceId, TEST_NOW, TUESDAY_9AM_SYDNEY } from '../appointments/booking-test-helpers';
import { BOOKING_DEEP_LINK, EXAM_SYSTEM } from './fhir.resources';
import { expectValidFhir, fhirClient, PUBLIC_URL } from './fhir.test-support';

describe.each(databaseTargets)('FHIR public resources on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });
  const client = () => fhirClient(ctx().app);

  it('answers a capability statement that lists what is served', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/fhir/metadata' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const statement = res.json() as CapabilityStatement;
    expectValidFhir(statement);
    expect(statement.fhirVersion).toBe('4.0.1');
    expect(statement.rest?.[0]?.resource?.map((r) => r.type)).toEqual(
      expect.arrayContaining(['Location', 'HealthcareService', 'Schedule', 'Slot']),
    );
  });

  it('reads and searches clinics and vans as Locations', async () => {
    const sydney = await clinicId(ctx().database.db, 'sydney-cbd');
    const bundle = await client().search('Location', { _count: '100' });
    expectValidFhir(bundle);
    expect(bundle.type).toBe('searchset');
    const names = (bundle.entry ?? []).map((e) => (e.resource as Location).name);
    expect(names.length).toBeGreaterThan(1);
    const location = await client().readResource('Location', String(sydney));
    expectValidFhir(location);
    expect(location.address?.city).toBeTruthy();
    expect(location.extension?.[0]?.valueCode).toBe('Australia/Sydney');
    // Vans are vehicles.
    expect(
      (bundle.entry ?? []).some((e) => (e.resource as Location).physicalType?.coding?.[0]?.code === 've'),
    ).toBe(true);
  });

  it('searches exams per clinic and schedules per device', async () => {
    const sydney = await clinicId(ctx().database.db, 'sydney-cbd');
    const services = await client().search('HealthcareService', { location: `Location/${sydney}` });
    expectValidFhir(services);
    const codes = (services.entry ?? []).map((e) => e.resource?.type?.[0]?.coding?.[0]?.code);
    expect(codes).toContain('xray-chest');
    const one = await client().readResource('HealthcareService', `${sydney}-xray-chest`);
    expectValidFhir(one);
    const schedules = await client().search('Schedule', { actor: `Location/${sydney}` });
    expectValidFhir(schedules);
    const xray = await deviceId(ctx().database.db, 'sydney-cbd', 'XR');
    const schedule = (schedules.entry ?? []).find((e) => e.resource?.id === String(xray))
      ?.resource as Schedule;
    expect(schedule.serviceType?.some((c) => c.coding?.[0]?.code === 'xray-chest')).toBe(true);
  });

  it('answers the free slots the web offers, with a booking link per slot, and reads one back', async () => {
    const db = ctx().database.db;
    const sydney = await clinicId(db, 'sydney-cbd');
    const xray = await deviceId(db, 'sydney-cbd', 'XR');
    const web = await ctx().app.inject({
      method: 'POST',
      url: '/api/clinic_appointments',
      payload: {
        clinicIds: [sydney],
        examSlug: 'xray-chest',
        start: '2026-03-03',
        end: '2026-03-03',
        deviceId: xray,
      },
    });
    const webStarts = (web.json()[0].slots as { start: string }[]).map((s) => s.start);
    const bundle = await client().search('Slot', {
      schedule: `Schedule/${xray}`,
      'service-type': `${EXAM_SYSTEM}|xray-chest`,
      status: 'free',
      start: ['ge2026-03-02T13:00:00Z', 'lt2026-03-03T13:00:00Z'],
      _count: '500',
    } as never);
    expectValidFhir(bundle);
    const slots = (bundle.entry ?? []).map((e) => e.resource as Slot);
    expect(slots.map((s) => s.start)).toEqual(webStarts);
    const nine = slots.find((s) => s.start === TUESDAY_9AM_SYDNEY) as Slot;
    const link = nine.extension?.find((e) => e.url === BOOKING_DEEP_LINK)?.valueUrl;
    expect(link).toBe(
      `${PUBLIC_URL}/booking/xray-chest?selectedClinic=${sydney}&date=2026-03-03&startTime=09%3A00&endTime=09%3A15&deviceId=${xray}`,
    );
    const read = await client().readResource('Slot', nine.id as string);
    expectValidFhir(read);
    expect(read).toEqual(nine);
  });

  it('pages by _count with next links until the last page', async () => {
    const xray = await deviceId(ctx().database.db, 'sydney-cbd', 'XR');
    const first = await client().search('Slot', {
      schedule: String(xray),
      'service-type': 'xray-chest',
      start: ['ge2026-03-03', 'le2026-03-04'],
      _count: '7',
    } as never);
    const all: string[] = [];
    let page: Bundle | undefined = first;
    let pages = 0;
    while (page) {
      expectValidFhir(page);
      pages++;
      expect(page.entry?.length).toBeLessThanOrEqual(7);
      all.push(...(page.entry ?? []).map((e) => e.resource?.id as string));
      const next: string | undefined = page.link?.find((l) => l.relation === 'next')?.url;
      page = next ? ((await client().get(next)) as Bundle) : undefined;
    }
    expect(pages).toBeGreaterThan(2);
    expect(all).toHaveLength(first.total as number);
    expect(new Set(all).size).toBe(all.length);
  });

  it('pages 50 by default, at most 500, and next links repeat the search with the next offset', async () => {
    const xray = await deviceId(ctx().database.db, 'sydney-cbd', 'XR');
    const search = `schedule=Schedule%2F${xray}&service-type=xray-chest&start=ge2026-03-03&start=lt2026-03-06`;
    const get = async (query: string) => {
      const res = await ctx().app.inject({ method: 'GET', url: `/fhir/Slot?${query}` });
      return { status: res.statusCode, bundle: res.json() as Bundle };
    };
    const first = await get(search);
    expect(first.status).toBe(200);
    expectValidFhir(first.bundle);
    const total = first.bundle.total as number;
    expect(total).toBeGreaterThan(100);
    expect(total).toBeLessThanOrEqual(500);
    expect(first.bundle.entry).toHaveLength(50);
    const next = new URL(first.bundle.link?.find((l) => l.relation === 'next')?.url as string);
    expect(`${next.origin}${next.pathname}`).toBe(`${PUBLIC_URL}/fhir/Slot`);
    expect(next.searchParams.get('schedule')).toBe(`Schedule/${xray}`);
    expect(next.searchParams.get('service-type')).toBe('xray-chest');
    expect(next.searchParams.get('start')).toBe('ge2026-03-03,lt2026-03-06');
    expect(next.searchParams.get('_count')).toBe('50');
    expect(next.searchParams.get('_offset')).toBe('50');
    const second = await get(next.search.slice(1));
    expect(second.bundle.total).toBe(total);
    expect(second.bundle.entry?.[0]?.resource?.id).not.toBe(first.bundle.entry?.[0]?.resource?.id);
    // The largest page holds every one here; a larger one is refused; past the end is empty.
    const whole = await get(`${search}&_count=500`);
    expect(whole.bundle.entry).toHaveLength(total);
    expect(whole.bundle.link?.map((l) => l.relation)).toEqual(['self']);
    const tooMany = await get(`${search}&_count=501`);
    expect(tooMany.status).toBe(400);
    expect((tooMany.bundle as unknown as OperationOutcome).issue?.[0]?.diagnostics).toBe(
      'search parameter _count must be a whole number from 1 to 500',
    );
    const past = await get(`${search}&_offset=${total}`);
    expect(past.status).toBe(200);
    expect(past.bundle.entry).toEqual([]);
    expect(past.bundle.link?.map((l) => l.relation)).toEqual(['self']);
    expect((await get(`${search}&_offset=-1`)).status).toBe(400);
  });

  it('answers an OperationOutcome for an unknown resource and a bad search parameter', async () => {
    const missing = await ctx().app.inject({ method: 'GET', url: '/fhir/Location/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expectValidFhir(missing.json() as OperationOutcome);
    const bad = await ctx().app.inject({ method: 'GET', url: '/fhir/Slot?start=tomorrow' });
    expect(bad.statusCode).toBe(400);
    const outcome = bad.json() as OperationOutcome;
    expectValidFhir(outcome);
    expect(outcome.issue?.[0]?.code).toBe('invalid');
    const badCount = await ctx().app.inject({ method: 'GET', url: '/fhir/Location?_count=0' });
    expect(badCount.statusCode).toBe(400);
    const unknownType = await ctx().app.inject({ method: 'GET', url: '/fhir/Observation' });
    expect(unknownType.statusCode).toBe(404);
    expect((unknownType.json() as OperationOutcome).resourceType).toBe('OperationOutcome');
  });
});
