import { appointmentEndpoints } from '@rb/contracts/appointments/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getBookingFormDetails = (examSlugs: string[], clinicId: number | null, signal?: AbortSignal) =>
  call(appointmentEndpoints.bookingFormDetails, {
    query: { examSlugs: examSlugs.join(','), clinicId: clinicId ?? undefined },
    signal,
  });

export const bookingFormDetailsQuery = (examSlugs: string[], clinicId: number | null) =>
  queryOptions({
    queryKey: ['appointments', 'booking-form-details', examSlugs.join(','), clinicId],
    queryFn: ({ signal }) => getBookingFormDetails(examSlugs, clinicId, signal),
    staleTime: 5 * 60_000,
  });

export const useBookingFormDetails = (examSlugs: string[], clinicId: number | null) =>
  useQuery({ ...bookingFormDetailsQuery(examSlugs, clinicId), enabled: examSlugs.length > 0 });
