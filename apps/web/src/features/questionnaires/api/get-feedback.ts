import { questionnaireEndpoints } from '@rb/contracts/questionnaires/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getFeedbackQuestionnaire = (bookingKey: string, signal?: AbortSignal) =>
  call(questionnaireEndpoints.feedback, { query: { bookingKey }, signal });

export const feedbackQuestionnaireQuery = (bookingKey: string) =>
  queryOptions({
    queryKey: ['questionnaires', 'feedback', bookingKey],
    queryFn: ({ signal }) => getFeedbackQuestionnaire(bookingKey, signal),
    staleTime: 0,
  });

/** §4 Feedback: a questionnaire only when the server returns one; otherwise feedback was given. */
export const useFeedbackQuestionnaire = (bookingKey: string, enabled = true) =>
  useQuery({ ...feedbackQuestionnaireQuery(bookingKey), enabled });
