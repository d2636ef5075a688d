import { configEndpoints } from '@rb/contracts/config/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getTerms = (signal?: AbortSignal) => call(configEndpoints.getTerms, { signal });

export const termsQuery = queryOptions({
  queryKey: ['config', 'terms'],
  queryFn: ({ signal }) => getTerms(signal),
  staleTime: 5 * 60_000,
});

export const useTerms = () => useQuery(termsQuery);
