import { bookingRequestEndpoints } from '@rb/contracts/booking-requests/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getBookingRequestConfirmation = (bookingKey: string, signal?: AbortSignal) =>
  call(bookingRequestEndpoints.bookingRequestConfirmation, { params: { bookingKey }, signal });

export const bookingRequestConfirmationQuery = (bookingKey: string) =>
  queryOptions({
    queryKey: ['booking-requests', 'confirmation', bookingKey],
    queryFn: ({ signal }) => getBookingRequestConfirmation(bookingKey, signal),
  });

export const useBookingRequestConfirmation = (bookingKey: string) =>
  useQuery(bookingRequestConfirmationQuery(bookingKey));
