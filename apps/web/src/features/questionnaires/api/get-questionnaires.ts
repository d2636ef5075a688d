import type { GetQuestionnairesQuery } from '@rb/contracts';
import { questionnaireEndpoints } from '@rb/contracts/questionnaires/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getQuestionnaires = (query: GetQuestionnairesQuery, signal?: AbortSignal) =>
  call(questionnaireEndpoints.getQuestionnaires, { query, signal });

export const questionnairesQuery = (query: GetQuestionnairesQuery) =>
  queryOptions({
    queryKey: ['questionnaires', query],
    queryFn: ({ signal }) => getQuestionnaires(query, signal),
    staleTime: 0,
  });

/** Unanswered questionnaires of a booking: for a page that only needs to know whether any are left. */
export const useQuestionnaires = (query: GetQuestionnairesQuery, enabled = true) =>
  useQuery({ ...questionnairesQuery(query), enabled });
