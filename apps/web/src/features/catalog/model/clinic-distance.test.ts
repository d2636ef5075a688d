import { describe, expect, it } from 'vitest';
import { clinicsOfferingAll, distanceDisplay, sortClinicsByDistance } from './clinic-distance';
import { makeClinic } from './test-data';

describe('sortClinicsByDistance', () => {
  it('puts the nearest first and clinics without a distance last, by name', () => {
    const clinics = [
      makeClinic({ id: 1, name: 'Zeta', distanceKm: null }),
      makeClinic({ id: 2, name: 'Far', distanceKm: 12.5 }),
      makeClinic({ id: 3, name: 'Alpha', distanceKm: null }),
      makeClinic({ id: 4, name: 'Near', distanceKm: 0.4 }),
    ];
    expect(sortClinicsByDistance(clinics).map((c) => c.id)).toEqual([4, 2, 3, 1]);
    expect(clinics[0]?.id).toBe(1);
  });

  it('orders by name when distances are equal', () => {
    const clinics = [
      makeClinic({ id: 1, name: 'B', distanceKm: 2 }),
      makeClinic({ id: 2, name: 'A', distanceKm: 2 }),
    ];
    expect(sortClinicsByDistance(clinics).map((c) => c.id)).toEqual([2, 1]);
  });
});

describe('distanceDisplay', () => {
  it('shows metres, rounded to tens, under a kilometre', () => {
    expect(distanceDisplay(0.456, 'en-AU')).toEqual({ value: '460', unit: 'm' });
    expect(distanceDisplay(0.001, 'en-AU')).toEqual({ value: '10', unit: 'm' });
  });

  it('shows one decimal under 10 km and whole kilometres beyond, in the locale', () => {
    expect(distanceDisplay(2.345, 'en-AU')).toEqual({ value: '2.3', unit: 'km' });
    expect(distanceDisplay(1234.4, 'en-AU')).toEqual({ value: '1,234', unit: 'km' });
    expect(distanceDisplay(2.345, 'mk').value).toBe('2,3');
  });
});

describe('clinicsOfferingAll', () => {
  it('keeps only clinics in every list, in the first list order', () => {
    const a = makeClinic({ id: 1, name: 'A' });
    const b = makeClinic({ id: 2, name: 'B' });
    const c = makeClinic({ id: 3, name: 'C' });
    expect(
      clinicsOfferingAll([
        [c, a, b],
        [a, c],
        [c, a],
      ]).map((x) => x.id),
    ).toEqual([3, 1]);
    expect(clinicsOfferingAll([])).toEqual([]);
  });
});
