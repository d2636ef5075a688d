import { catalogEndpoints } from '@rb/contracts/catalog/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { earlyAnswerOr } from '../../../lib/early-fetch';

/** On a first load of the home page the entry module has already asked (contracts' earlyStartOf). */
export const listBodyParts = (signal?: AbortSignal) =>
  earlyAnswerOr(catalogEndpoints.listBodyParts.path, () => call(catalogEndpoints.listBodyParts, { signal }));

export const bodyPartsQuery = queryOptions({
  queryKey: ['catalog', 'body-parts'],
  queryFn: ({ signal }) => listBodyParts(signal),
  staleTime: 30 * 60_000,
});

export const useBodyParts = () => useQuery(bodyPartsQuery);
