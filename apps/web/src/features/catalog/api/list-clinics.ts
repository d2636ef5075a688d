import type { ClinicsQuery } from '@rb/contracts';
import { catalogEndpoints } from '@rb/contracts/catalog/routes';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clinicsOfferingAll } from '../model/clinic-distance';

export const listClinics = (query: ClinicsQuery, signal?: AbortSignal) =>
  call(catalogEndpoints.listClinics, { query, signal });

export const clinicsQuery = (query: ClinicsQuery) =>
  queryOptions({
    queryKey: ['catalog', 'clinics', query],
    queryFn: ({ signal }) => listClinics(query, signal),
    staleTime: 60_000,
  });

/**
 * Clinics offering every given exam (one call per exam, intersected), in the region and nearest
 * first from the location when given. The first exam's order is kept, which is the server's.
 */
export function useClinicsForExams(examSlugs: readonly string[], filter: Omit<ClinicsQuery, 'examSlug'>) {
  return useQueries({
    queries: examSlugs.map((examSlug) => clinicsQuery({ ...filter, examSlug })),
    combine: (results) => ({
      data: results.every((r) => r.isSuccess)
        ? clinicsOfferingAll(results.map((r) => r.data ?? []))
        : undefined,
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.isError)?.error ?? null,
    }),
  });
}
