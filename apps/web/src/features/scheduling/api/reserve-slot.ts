import type { SlotReservationRequest } from '@rb/contracts';
import { schedulingEndpoints } from '@rb/contracts/scheduling/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Holds a slot for the booking key while the patient fills the form; 409 when someone else has it. */
export const reserveSlot = (body: SlotReservationRequest) => call(schedulingEndpoints.reserveSlot, { body });

export const useReserveSlot = () => useMutation({ mutationFn: reserveSlot });
