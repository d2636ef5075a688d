import type { Clinic, MobileLocations } from '@rb/contracts';
import { catalogEndpoints } from '@rb/contracts/catalog/routes';
import { type QueryKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../../lib/api-client';

/**
 * How often a page showing a van's address asks whether the vans moved. Vans move between days,
 * not minutes: a minute keeps an open page right without polling hard; coming back to the tab
 * asks at once.
 */
export const VAN_RECHECK_MS = 60_000;

/** §7 mobile locations and token (decision 0024): the vans where they are parked now. */
export const mobileLocationsQuery = queryOptions({
  queryKey: ['catalog', 'mobile-locations'],
  // Checked strictly: this read only watches the page's clinics, so an answer it cannot read
  // leaves it idle instead of breaking the page that shows a clinic. The schema (and zod) loads
  // with the answer, not before the page's first paint (issue 16).
  queryFn: async ({ signal }) => {
    const [{ mobileLocations }, answer] = await Promise.all([
      import('@rb/contracts/catalog/catalog.schemas'),
      call(catalogEndpoints.listMobileLocations, { query: {}, signal }),
    ]);
    return mobileLocations.parse(answer);
  },
});

const heldVans = (data: MobileLocations | undefined, clinicIds: readonly number[]) =>
  data?.mobileLocations.filter((van) => clinicIds.includes(van.id)) ?? [];

const samePlace = (a: Clinic, b: Clinic) =>
  a.address === b.address &&
  a.suburb === b.suburb &&
  a.latitude === b.latitude &&
  a.longitude === b.longitude;

/**
 * Decision 0024: the mobile-locations token changes whenever a van is added, removed or moved. A
 * page showing clinics (`clinicIds`) re-checks it while one of them is a van; when the token
 * changes it refreshes the page's clinic reads (`refresh`) and answers the shown vans that now
 * stand somewhere else, with their new address.
 */
export function useVanMoves(clinicIds: readonly number[], refresh: readonly QueryKey[]): Clinic[] {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...mobileLocationsQuery,
    enabled: clinicIds.length > 0,
    // The app's defaults (30 s fresh, no refetch on focus) suit lists that do not move; these do.
    staleTime: 0,
    refetchInterval: (q) => (heldVans(q.state.data, clinicIds).length > 0 ? VAN_RECHECK_MS : false),
    refetchOnWindowFocus: (q) => (heldVans(q.state.data, clinicIds).length > 0 ? 'always' : false),
  });
  // The first answer after the page opened is what the page shows; an older cached one is not.
  const current = query.isFetchedAfterMount ? query.data : undefined;
  const seen = useRef<MobileLocations | null>(null);
  // The latest props, read when the token changes, so the check does not rerun on every render.
  const latest = useRef({ clinicIds, refresh });
  useEffect(() => {
    latest.current = { clinicIds, refresh };
  });
  const [moved, setMoved] = useState<Clinic[]>([]);

  useEffect(() => {
    if (!current) return;
    const before = seen.current;
    seen.current = current;
    if (!before || before.token === current.token) return;
    for (const queryKey of latest.current.refresh) void queryClient.invalidateQueries({ queryKey });
    const earlier = new Map(before.mobileLocations.map((van) => [van.id, van]));
    const now = heldVans(current, latest.current.clinicIds).filter((van) => {
      const was = earlier.get(van.id);
      return was !== undefined && !samePlace(was, van);
    });
    // A van that moved again is said once, at its newest place.
    setMoved((shown) => [...shown.filter((van) => !now.some((n) => n.id === van.id)), ...now]);
  }, [current, queryClient]);

  return moved;
}
