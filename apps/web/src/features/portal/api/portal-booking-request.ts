import { portalEndpoints } from '@rb/contracts/portal/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const bookingRequestQuery = (bookingKey: string) =>
  queryOptions({
    queryKey: ['portal', 'booking-request', bookingKey],
    queryFn: ({ signal }) =>
      call(portalEndpoints.bookingRequestByBookingKey, { params: { bookingKey }, signal }),
    retry: false,
  });

export const usePortalBookingRequest = (bookingKey: string) => useQuery(bookingRequestQuery(bookingKey));

export function useCancelBookingRequest(bookingKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) =>
      call(portalEndpoints.bookingRequestStatus, { params: { id: slug }, body: { status: 'CANCELED' } }),
    onSuccess: (data) => queryClient.setQueryData(bookingRequestQuery(bookingKey).queryKey, data),
  });
}
