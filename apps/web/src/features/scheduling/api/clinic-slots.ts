import { type ClinicAppointmentsRequest, schedulingEndpoints } from '@rb/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Every slot list lives under this key, so a conflict can reload all of them at once. */
export const SLOTS_QUERY_ROOT = ['scheduling', 'slots'] as const;

export const getClinicSlots = (body: ClinicAppointmentsRequest, signal?: AbortSignal) =>
  call(schedulingEndpoints.clinicAppointments, { body, signal });

export const clinicSlotsQuery = (body: ClinicAppointmentsRequest) =>
  queryOptions({
    queryKey: [...SLOTS_QUERY_ROOT, body],
    queryFn: ({ signal }) => getClinicSlots(body, signal),
    // Free slots change as others book: short freshness, and the old week stays on screen while the next loads.
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export const useClinicSlots = (body: ClinicAppointmentsRequest | null) =>
  useQuery({ ...clinicSlotsQuery(body as ClinicAppointmentsRequest), enabled: body !== null });
