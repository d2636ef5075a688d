import type { ClinicAppointmentsRequest, ClinicSlots } from '@rb/contracts';
import { schedulingEndpoints } from '@rb/contracts/scheduling/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Every slot list lives under this key, so a conflict can reload all of them at once. */
export const SLOTS_QUERY_ROOT = ['scheduling', 'slots'] as const;

export const getClinicSlots = (body: ClinicAppointmentsRequest, signal?: AbortSignal) =>
  call(schedulingEndpoints.clinicAppointments, { body, signal });

/**
 * Where a picker's slots come from: the public call, or another under its own key (staff see
 * enquiry-only exams' slots through theirs). Every source stays under SLOTS_QUERY_ROOT.
 */
export interface SlotSource {
  key: string;
  fetch: (body: ClinicAppointmentsRequest, signal?: AbortSignal) => Promise<ClinicSlots[]>;
}

const publicSlots: SlotSource = { key: 'public', fetch: getClinicSlots };

export const clinicSlotsQuery = (body: ClinicAppointmentsRequest, source: SlotSource = publicSlots) =>
  queryOptions({
    queryKey: source === publicSlots ? [...SLOTS_QUERY_ROOT, body] : [...SLOTS_QUERY_ROOT, source.key, body],
    queryFn: ({ signal }) => source.fetch(body, signal),
    // Free slots change as others book: short freshness, and the old week stays on screen while the next loads.
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export const useClinicSlots = (body: ClinicAppointmentsRequest | null, source?: SlotSource) =>
  useQuery({ ...clinicSlotsQuery(body as ClinicAppointmentsRequest, source), enabled: body !== null });
