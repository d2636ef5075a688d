import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import {
  appointmentConfirmation,
  appointmentCreationResponse,
  appointmentSummary,
  bookingFormDetails,
  bookingFormDetailsQuery,
  createAppointmentRequest,
  createVisitRequest,
  referenceAppointmentsQuery,
  visitCreationResponse,
} from './appointments.schemas';
import { bookingKeyParams, bookingKeyResponse } from './booking-key.schemas';

export const appointmentEndpoints = {
  newBookingKey: endpoint({
    method: 'POST',
    path: '/api/booking_keys',
    summary: 'A new unguessable booking key',
    tags: ['appointments'],
    response: bookingKeyResponse,
    status: 201,
  }),
  rekeyTemporary: endpoint({
    method: 'POST',
    path: '/api/booking_keys/{bookingKey}/rekey',
    summary:
      'Move temporary documents (and questionnaires) of a booking key to a new key (§4 separate booking)',
    tags: ['appointments'],
    params: bookingKeyParams,
    response: bookingKeyResponse,
    status: 201,
  }),
  createAppointment: endpoint({
    method: 'POST',
    path: '/api/appointments',
    summary: 'Book a slot (BOOKED, or PENDING by provider setting); 409 message.slot_conflict when taken',
    tags: ['appointments'],
    body: createAppointmentRequest,
    response: appointmentCreationResponse,
    status: 201,
  }),
  createVisit: endpoint({
    method: 'POST',
    path: '/api/appointments/visit',
    summary: 'Book several exams of one visit in one transaction: all or none',
    tags: ['appointments'],
    body: createVisitRequest,
    response: visitCreationResponse,
    status: 201,
  }),
  appointmentConfirmation: endpoint({
    method: 'GET',
    path: '/api/appointments/{bookingKey}/confirmation',
    summary: 'Public confirmation view of a booking (no patient data beyond the first name)',
    tags: ['appointments'],
    params: bookingKeyParams,
    response: appointmentConfirmation,
  }),
  appointmentCalendar: endpoint({
    method: 'GET',
    path: '/api/appointments/{bookingKey}/calendar.ics',
    summary:
      "The booking's appointments as an iCalendar file (text/calendar), one event per appointment in the clinic's zone (issue 46)",
    tags: ['appointments'],
    params: bookingKeyParams,
    response: z.unknown(),
  }),
  appointmentSummaries: endpoint({
    method: 'GET',
    path: '/api/appointments/{bookingKey}/summaries',
    summary: 'Summaries of the appointments of a booking key',
    tags: ['appointments'],
    params: bookingKeyParams,
    response: z.array(appointmentSummary),
  }),
  referenceAppointments: endpoint({
    method: 'GET',
    path: '/api/reference_appointments',
    summary: 'Active appointments of a booking key, the reference for booking the next exam back to back',
    tags: ['appointments'],
    query: referenceAppointmentsQuery,
    response: z.array(appointmentSummary),
  }),
  bookingFormDetails: endpoint({
    method: 'GET',
    path: '/api/booking_form_details',
    summary: 'Exams, clinic and booking settings for the patient details form',
    tags: ['appointments'],
    query: bookingFormDetailsQuery,
    response: bookingFormDetails,
  }),
};
