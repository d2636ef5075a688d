import type { GeoLocation } from '@rb/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isKioskMode } from '../../../lib/links';
import { coordinateParam, SELECT_REGION } from '../model/journey-urls';

/** Six decimals is about 10 cm: enough for a map, and the address stays readable. */
const round = (value: number) => String(Math.round(value * 1e6) / 1e6);

function pair(lat: string | null, lng: string | null): GeoLocation | null {
  const latitude = coordinateParam(lat, 90);
  const longitude = coordinateParam(lng, 180);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

/**
 * The clinic finder's state in the address (§2): regionSlug, the patient's location lat/lng and
 * the map centre clat/clng. Writing replaces the history entry, so back returns to the exam choice.
 */
export function useFinderParams() {
  const [params, setParams] = useSearchParams();
  const regionSlug = params.get('regionSlug');
  /** §2 mobileLocationId: a link to one imaging van lists only it. */
  const mobileParam = params.get('mobileLocationId') ?? '';
  const mobileLocationId = /^[1-9]\d{0,9}$/.test(mobileParam) ? Number(mobileParam) : undefined;
  const userLocation = useMemo(() => pair(params.get('lat'), params.get('lng')), [params]);
  const focus = useMemo(() => pair(params.get('clat'), params.get('clng')), [params]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setRegion = useCallback(
    (slug: string) =>
      update((next) => {
        next.set('regionSlug', slug);
        next.delete('clat');
        next.delete('clng');
      }),
    [update],
  );

  /** A found location lists the nearest clinics of every region, so a region chosen before is dropped. */
  const setLocation = useCallback(
    (location: GeoLocation) =>
      update((next) => {
        next.set('lat', round(location.latitude));
        next.set('lng', round(location.longitude));
        next.delete('regionSlug');
        next.delete('clat');
        next.delete('clng');
      }),
    [update],
  );

  const clearLocation = useCallback(
    () =>
      update((next) => {
        next.delete('lat');
        next.delete('lng');
        if (!next.get('regionSlug')) next.set('regionSlug', SELECT_REGION);
      }),
    [update],
  );

  const setFocus = useCallback(
    (location: GeoLocation) =>
      update((next) => {
        next.set('clat', round(location.latitude));
        next.set('clng', round(location.longitude));
      }),
    [update],
  );

  return {
    regionSlug,
    mobileLocationId,
    userLocation,
    focus,
    kioskMode: isKioskMode(params),
    setRegion,
    setLocation,
    clearLocation,
    setFocus,
  };
}
