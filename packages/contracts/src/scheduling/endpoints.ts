import { z } from 'zod';
import { bookingKeyParams } from '../appointments/booking-key.schemas';
import { endpoint } from '../common/endpoint';
import {
  clinicAppointmentsRequest,
  clinicAppointmentsResponse,
  nextAvailableParams,
  nextAvailableQuery,
  nextAvailableResponse,
  slotReservation,
  slotReservationRequest,
} from './scheduling.schemas';

export const schedulingEndpoints = {
  clinicAppointments: endpoint({
    method: 'POST',
    path: '/api/clinic_appointments',
    summary: 'Free slots per clinic for an exam in a window (WEEK: slots, MONTH: day summary)',
    tags: ['scheduling'],
    body: clinicAppointmentsRequest,
    response: clinicAppointmentsResponse,
  }),
  nextAvailable: endpoint({
    method: 'GET',
    path: '/api/clinics/{clinicId}/next_available',
    summary: 'Earliest free slot of a clinic for an exam',
    tags: ['scheduling'],
    params: nextAvailableParams,
    query: nextAvailableQuery,
    response: nextAvailableResponse,
  }),
  reserveSlot: endpoint({
    method: 'POST',
    path: '/api/slot_reservations',
    summary:
      "Hold a slot for a booking key (replaces that key's previous hold); 409 message.slot_conflict when taken",
    tags: ['scheduling'],
    body: slotReservationRequest,
    response: slotReservation,
    status: 201,
  }),
  releaseSlot: endpoint({
    method: 'DELETE',
    path: '/api/slot_reservations/{bookingKey}',
    summary: 'Release the holds of a booking key',
    tags: ['scheduling'],
    params: bookingKeyParams,
    response: z.null(),
    status: 204,
  }),
};
