import type { Clinic } from '@rb/contracts';
import { compareNames } from '../../../lib/name-order';

/** Nearest first when distances are known; clinics without a distance follow, by name. */
export function sortClinicsByDistance<T extends Pick<Clinic, 'distanceKm' | 'name'>>(
  clinics: readonly T[],
): T[] {
  return [...clinics].sort((a, b) => {
    if (a.distanceKm != null && b.distanceKm != null && a.distanceKm !== b.distanceKm) {
      return a.distanceKm - b.distanceKm;
    }
    if (a.distanceKm != null && b.distanceKm == null) return -1;
    if (a.distanceKm == null && b.distanceKm != null) return 1;
    return compareNames(a.name, b.name);
  });
}

/**
 * A distance for people: metres under 1 km, one decimal under 10 km, whole kilometres beyond.
 * Returns the number and its unit so the translation decides word order.
 */
export function distanceDisplay(distanceKm: number, locale: string): { value: string; unit: 'm' | 'km' } {
  if (distanceKm < 1) {
    const metres = Math.max(10, Math.round((distanceKm * 1000) / 10) * 10);
    return { value: new Intl.NumberFormat(locale).format(metres), unit: 'm' };
  }
  const digits = distanceKm < 10 ? 1 : 0;
  return {
    value: new Intl.NumberFormat(locale, {
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    }).format(distanceKm),
    unit: 'km',
  };
}

/** For several procedures in one visit: only clinics that offer every one of them. */
export function clinicsOfferingAll(lists: readonly (readonly Clinic[])[]): Clinic[] {
  const [first, ...rest] = lists;
  if (!first) return [];
  const idsInAll = rest.reduce(
    (ids, list) => new Set(list.filter((clinic) => ids.has(clinic.id)).map((clinic) => clinic.id)),
    new Set(first.map((clinic) => clinic.id)),
  );
  return first.filter((clinic) => idsInAll.has(clinic.id));
}
