import type { GeoLocation } from '@rb/contracts';
import { catalogEndpoints } from '@rb/contracts/catalog/routes';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../lib/api-client';

/** The nearest postal code within the provider's distance limit, or null when the patient is out of range. */
export const postalCodeFromLocation = (location: GeoLocation, signal?: AbortSignal) =>
  call(catalogEndpoints.postalCodeFromLocation, {
    query: { lat: location.latitude, lng: location.longitude },
    signal,
  });

export const postalCodeFromLocationQuery = (location: GeoLocation) =>
  queryOptions({
    queryKey: ['catalog', 'postal-code-from-location', location.latitude, location.longitude],
    queryFn: ({ signal }) => postalCodeFromLocation(location, signal),
    staleTime: 10 * 60_000,
  });

/** Asked once per "use my location", so it is fetched on demand rather than rendered as a query. */
export function useFetchPostalCodeFromLocation() {
  const client = useQueryClient();
  return useCallback(
    (location: GeoLocation) => client.fetchQuery(postalCodeFromLocationQuery(location)),
    [client],
  );
}
