import { catalogEndpoints } from '@rb/contracts/catalog/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { mobileLocationsQuery } from '../../catalog';

/** The lists the advanced-booking filters choose from: modalities, exams of a modality, clinics of an exam. */
export const modalitiesQuery = queryOptions({
  queryKey: ['appointments', 'advanced', 'modalities'],
  queryFn: ({ signal }) => call(catalogEndpoints.listModalities, { signal }),
  staleTime: 10 * 60_000,
});

export const examsOfModalityQuery = (modalityId: number | null) =>
  queryOptions({
    queryKey: ['appointments', 'advanced', 'exams', modalityId],
    queryFn: ({ signal }) =>
      call(catalogEndpoints.listExams, { query: { modalityId: modalityId ?? undefined }, signal }),
    staleTime: 10 * 60_000,
  });

export const clinicsOfExamQuery = (examSlug: string | null) =>
  queryOptions({
    queryKey: ['appointments', 'advanced', 'clinics', examSlug],
    queryFn: ({ signal }) =>
      call(catalogEndpoints.listClinics, { query: { examSlug: examSlug ?? undefined }, signal }),
    staleTime: 10 * 60_000,
  });

/** Devices of a clinic that do an exam (from the region's clinic-exam list). */
export const clinicExamDevicesQuery = (regionSlug: string | null) =>
  queryOptions({
    queryKey: ['appointments', 'advanced', 'clinic-exams', regionSlug],
    queryFn: ({ signal }) =>
      call(catalogEndpoints.listRegionClinicExams, { params: { regionSlug: regionSlug ?? '' }, signal }),
    staleTime: 10 * 60_000,
  });

export const useModalities = () => useQuery(modalitiesQuery);
export const useExamsOfModality = (modalityId: number | null) => useQuery(examsOfModalityQuery(modalityId));
export const useClinicsOfExam = (examSlug: string | null) =>
  useQuery({ ...clinicsOfExamQuery(examSlug), enabled: !!examSlug });
/** §7 mobile locations and token: the imaging vans a booking may be narrowed to (the catalog's read). */
export const useMobileLocations = () => useQuery({ ...mobileLocationsQuery, staleTime: 10 * 60_000 });
export const useClinicExamDevices = (regionSlug: string | null) =>
  useQuery({ ...clinicExamDevicesQuery(regionSlug), enabled: !!regionSlug });
