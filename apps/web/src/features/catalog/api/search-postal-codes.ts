import { catalogEndpoints } from '@rb/contracts/catalog/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The contract asks for at least two characters; shorter searches are not sent at all. */
export const POSTAL_SEARCH_MIN_LENGTH = 2;

export const searchPostalCodes = (search: string, signal?: AbortSignal) =>
  call(catalogEndpoints.searchPostalCodes, { query: { search }, signal });

export const postalCodeSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['catalog', 'postal-codes', search],
    queryFn: ({ signal }) => searchPostalCodes(search, signal),
    enabled: search.trim().length >= POSTAL_SEARCH_MIN_LENGTH,
    staleTime: 5 * 60_000,
  });

export const usePostalCodeSearch = (search: string) => useQuery(postalCodeSearchQuery(search.trim()));
