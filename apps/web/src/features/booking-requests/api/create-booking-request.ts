import type { CreateBookingRequest } from '@rb/contracts';
import { bookingRequestEndpoints } from '@rb/contracts/booking-requests/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** An enquiry (booking request) for exams, optionally at a clinic. */
export const createBookingRequest = (body: CreateBookingRequest) =>
  call(bookingRequestEndpoints.createBookingRequest, { body });

export const useCreateBookingRequest = () => useMutation({ mutationFn: createBookingRequest });
