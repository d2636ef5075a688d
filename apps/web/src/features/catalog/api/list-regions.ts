import { catalogEndpoints } from '@rb/contracts/catalog/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const listRegions = (signal?: AbortSignal) => call(catalogEndpoints.listRegions, { signal });

export const regionsQuery = queryOptions({
  queryKey: ['catalog', 'regions'],
  queryFn: ({ signal }) => listRegions(signal),
  staleTime: 30 * 60_000,
});

export const useRegions = () => useQuery(regionsQuery);
