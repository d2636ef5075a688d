import { catalogEndpoints } from '@rb/contracts/catalog/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const listBodyParts = (signal?: AbortSignal) => call(catalogEndpoints.listBodyParts, { signal });

export const bodyPartsQuery = queryOptions({
  queryKey: ['catalog', 'body-parts'],
  queryFn: ({ signal }) => listBodyParts(signal),
  staleTime: 30 * 60_000,
});

export const useBodyParts = () => useQuery(bodyPartsQuery);
