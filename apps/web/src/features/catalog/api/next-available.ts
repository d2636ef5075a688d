import { schedulingEndpoints } from '@rb/contracts/scheduling/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const nextAvailableQuery = (clinicId: number, examSlug: string) =>
  queryOptions({
    queryKey: ['scheduling', 'next-available', clinicId, examSlug],
    queryFn: ({ signal }) =>
      call(schedulingEndpoints.nextAvailable, { params: { clinicId }, query: { examSlug }, signal }),
    // A hint in the list, not a promise: the slot picker shows what is free when the patient gets there.
    staleTime: 60_000,
  });

/** The earliest free slot of a clinic for an exam (§7 next available). */
export const useNextAvailable = (clinicId: number, examSlug: string | null) =>
  useQuery({ ...nextAvailableQuery(clinicId, examSlug ?? ''), enabled: examSlug !== null });
