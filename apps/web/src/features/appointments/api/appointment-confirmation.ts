import { appointmentEndpoints } from '@rb/contracts/appointments/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getAppointmentConfirmation = (bookingKey: string, signal?: AbortSignal) =>
  call(appointmentEndpoints.appointmentConfirmation, { params: { bookingKey }, signal });

export const appointmentConfirmationQuery = (bookingKey: string) =>
  queryOptions({
    queryKey: ['appointments', 'confirmation', bookingKey],
    queryFn: ({ signal }) => getAppointmentConfirmation(bookingKey, signal),
  });

export const useAppointmentConfirmation = (bookingKey: string) =>
  useQuery(appointmentConfirmationQuery(bookingKey));
