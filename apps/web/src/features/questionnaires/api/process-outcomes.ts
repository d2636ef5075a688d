import type { ProcessOutcomesRequest } from '@rb/contracts';
import { questionnaireEndpoints } from '@rb/contracts/questionnaires/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The server computes the outcome from the stored answers; the browser only names the booking. */
export const processOutcomes = (body: ProcessOutcomesRequest) =>
  call(questionnaireEndpoints.processOutcomes, { body });

export const useProcessOutcomes = () => useMutation({ mutationFn: processOutcomes });

/** The outcome of every answer stored under a booking key, combined (what the booking must honour). */
export const useCombinedOutcome = (bookingKey: string, enabled = true) =>
  useQuery({
    queryKey: ['questionnaires', 'outcome', bookingKey],
    queryFn: () => processOutcomes({ bookingKey }),
    staleTime: 0,
    enabled,
  });
