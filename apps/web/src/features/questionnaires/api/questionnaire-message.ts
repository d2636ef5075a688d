import { questionnaireEndpoints } from '@rb/contracts/questionnaires/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const questionnaireMessageQuery = (bookingKey: string) =>
  queryOptions({
    queryKey: ['questionnaires', 'message', bookingKey],
    queryFn: ({ signal }) =>
      call(questionnaireEndpoints.questionnaireMessage, { query: { bookingKey }, signal }),
  });

/** §7 questionnaire message: what the booking's answers led to, for a patient who comes back later. */
export const useQuestionnaireMessage = (bookingKey: string, enabled: boolean) =>
  useQuery({ ...questionnaireMessageQuery(bookingKey), enabled });
