import { catalogEndpoints } from '@rb/contracts/catalog/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Every bookable exam: the home page filters them in the browser, so typing never waits on the network. */
export const listExams = (signal?: AbortSignal) => call(catalogEndpoints.listExams, { query: {}, signal });

export const examsQuery = queryOptions({
  queryKey: ['catalog', 'exams'],
  queryFn: ({ signal }) => listExams(signal),
  staleTime: 5 * 60_000,
});

export const useExams = () => useQuery(examsQuery);
