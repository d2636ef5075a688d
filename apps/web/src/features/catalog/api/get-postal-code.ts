import { catalogEndpoints } from '@rb/contracts/catalog/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** One postal code location by id: how a kiosk reads back the location kept in its cookie. */
export const getPostalCode = (id: number, signal?: AbortSignal) =>
  call(catalogEndpoints.getPostalCode, { params: { id }, signal });

export const postalCodeQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['catalog', 'postal-code', id],
    queryFn: ({ signal }) => getPostalCode(id as number, signal),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const usePostalCode = (id: number | null) => useQuery(postalCodeQuery(id));
