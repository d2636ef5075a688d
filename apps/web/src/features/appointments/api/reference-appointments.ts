import { appointmentEndpoints } from '@rb/contracts/appointments/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const referenceAppointmentsQuery = (bookingKey: string) =>
  queryOptions({
    queryKey: ['appointments', 'reference', bookingKey],
    queryFn: ({ signal }) =>
      call(appointmentEndpoints.referenceAppointments, { query: { bookingKey }, signal }),
  });

/** §7 reference appointments: the active appointments already booked under this booking key. */
export const useReferenceAppointments = (bookingKey: string | undefined) =>
  useQuery({ ...referenceAppointmentsQuery(bookingKey ?? ''), enabled: Boolean(bookingKey) });
