import { bookingKeyParams } from '../appointments/booking-key.schemas';
import { endpoint } from '../common/endpoint';
import {
  bookingRequestConfirmation,
  bookingRequestOutcome,
  createBookingRequest,
} from './booking-requests.schemas';

export const bookingRequestEndpoints = {
  createBookingRequest: endpoint({
    method: 'POST',
    path: '/api/booking_requests',
    summary: 'Send an enquiry (booking request) for exams, optionally at a clinic',
    tags: ['booking-requests'],
    body: createBookingRequest,
    response: bookingRequestOutcome,
    status: 201,
  }),
  bookingRequestConfirmation: endpoint({
    method: 'GET',
    path: '/api/booking_requests/{bookingKey}/confirmation',
    summary: 'Public confirmation view of an enquiry (no patient data beyond the first name)',
    tags: ['booking-requests'],
    params: bookingKeyParams,
    response: bookingRequestConfirmation,
  }),
};
