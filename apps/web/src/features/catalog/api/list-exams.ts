import { catalogEndpoints } from '@rb/contracts/catalog/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { earlyAnswerOr } from '../../../lib/early-fetch';

/** Every bookable exam: the home page filters them in the browser, so typing never waits on the network. */
/** On a first load of the home page the entry module has already asked (contracts' earlyStartOf). */
export const listExams = (signal?: AbortSignal) =>
  earlyAnswerOr(catalogEndpoints.listExams.path, () =>
    call(catalogEndpoints.listExams, { query: {}, signal }),
  );

export const examsQuery = queryOptions({
  queryKey: ['catalog', 'exams'],
  queryFn: ({ signal }) => listExams(signal),
  staleTime: 5 * 60_000,
});

export const useExams = () => useQuery(examsQuery);
