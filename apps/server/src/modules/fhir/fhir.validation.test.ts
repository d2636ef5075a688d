import { describe, expect, it } from 'vitest';
import { allows, isSmartScope } from '../identity/smart-scopes';
import { pageOf, searchset } from './fhir.bundle';
import { dateRange } from './fhir.params';
import { parseFreeSlotId, toLocation } from './fhir.resources';
import { expectValidFhir } from './fhir.test-support';

const clinic = {
  id: 3,
  slug: 'sydney-cbd',
  name: 'Sydney CBD',
  address: '1 George St',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  latitude: -33.86,
  longitude: 151.2,
  timeZone: 'Australia/Sydney',
  phone: '02 9000 0000',
  email: null,
  mobile: false,
  openingHours: [{ weekday: 1, opens: '08:00', closes: '17:00' }],
};

describe('FHIR resources and their checks', () => {
  it('the R4 validator accepts our Location and refuses one that breaks the definitions', () => {
    expectValidFhir(toLocation(clinic));
    // Structure, types, cardinality and invariants are checked (terminology bindings are not).
    expect(() => expectValidFhir({ ...toLocation(clinic), colour: 'blue' } as never)).toThrow(
      /not valid FHIR R4/,
    );
    expect(() => expectValidFhir({ ...toLocation(clinic), name: 42 as never })).toThrow(/not valid FHIR R4/);
    expect(() => expectValidFhir({ ...toLocation(clinic), position: { latitude: 1 } as never })).toThrow(
      /not valid FHIR R4/,
    );
  });

  it('pages with next links that keep the search', () => {
    const all = Array.from({ length: 5 }, (_, i) => ({ ...toLocation(clinic), id: String(i + 1) }));
    const page = searchset('http://x/fhir', 'Location', { name: 'Syd' }, all, pageOf({ _count: '2' }));
    expect(page.entry?.map((e) => e.resource?.id)).toEqual(['1', '2']);
    expect(page.link?.find((l) => l.relation === 'next')?.url).toBe(
      'http://x/fhir/Location?name=Syd&_count=2&_offset=2',
    );
    const last = searchset('http://x/fhir', 'Location', {}, all, pageOf({ _count: '2', _offset: '4' }));
    expect(last.link?.some((l) => l.relation === 'next')).toBe(false);
    expect(() => pageOf({ _count: '501' })).toThrow();
  });

  it('reads FHIR date prefixes and slot ids', () => {
    expect(dateRange(['ge2026-03-02', 'lt2026-03-04'], 'start')).toEqual({
      from: Date.parse('2026-03-02T00:00:00Z'),
      to: Date.parse('2026-03-04T00:00:00Z'),
    });
    expect(dateRange(['le2026-03-02'], 'start').to).toBe(Date.parse('2026-03-03T00:00:00Z'));
    expect(() => dateRange(['2026-13'], 'start')).toThrow();
    expect(parseFreeSlotId('12-1772488800-xray-chest')).toEqual({
      deviceId: 12,
      start: '2026-03-02T22:00:00.000Z',
      examSlug: 'xray-chest',
    });
    expect(parseFreeSlotId('busy-3')).toBeNull();
  });

  it('reads SMART v2 and v1 system scopes', () => {
    expect(allows(['system/Slot.rs'], 'Slot', 's')).toBe(true);
    expect(allows(['system/Slot.rs'], 'Appointment', 'r')).toBe(false);
    expect(allows(['system/Appointment.crus'], 'Appointment', 'd')).toBe(false);
    expect(allows(['system/*.rs'], 'Patient', 'r')).toBe(true);
    expect(allows(['system/Patient.read'], 'Patient', 's')).toBe(true);
    expect(allows(['system/Patient.read'], 'Patient', 'd')).toBe(false);
    expect(allows(['system/Appointment.write'], 'Appointment', 'u')).toBe(true);
    expect(isSmartScope('system/Appointment.crus')).toBe(true);
    expect(isSmartScope('system/Appointment.src')).toBe(false);
  });
});
