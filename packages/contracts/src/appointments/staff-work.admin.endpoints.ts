import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { clinicAppointmentsResponse } from '../scheduling/scheduling.schemas';
import { addAppointmentNote, appointmentNotes } from './appointment-notes.admin.schemas';
import { appointmentSlugParams } from './appointment-slug-params';
import {
  staffBookingRequest,
  staffBookingResponse,
  staffPatientLookup,
  staffPatientLookupQuery,
  staffSlotsRequest,
} from './staff-booking.admin.schemas';

const attachmentParams = appointmentSlugParams.extend({
  attachmentId: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * Booking on a caller's behalf, and an appointment's notes and attachments (issue 14 §3). Staff
 * bearer token on each; clinic staff reach only their clinics.
 */
const tags = ['admin-operations', 'admin'];

export const adminStaffBookingEndpoints = {
  staffSlots: endpoint({
    method: 'POST',
    path: '/api/admin/clinic_appointments',
    summary: 'Staff: free slots of their clinics for an exam, enquiry-only exams included',
    tags,
    body: staffSlotsRequest,
    response: clinicAppointmentsResponse,
  }),
  lookupPatients: endpoint({
    method: 'GET',
    path: '/api/admin/staff_booking/patients',
    summary: "Staff: patients of their clinics' bookings matching a name, email, phone or date of birth",
    tags,
    query: staffPatientLookupQuery,
    response: staffPatientLookup,
  }),
  bookForPatient: endpoint({
    method: 'POST',
    path: '/api/admin/staff_booking',
    summary:
      'Staff: book a caller (found or new patient), BOOKED or PENDING; the patient is emailed with the staffBooking wording',
    tags,
    body: staffBookingRequest,
    response: staffBookingResponse,
    status: 201,
  }),
};

export const adminAppointmentNotesEndpoints = {
  listAppointmentNotes: endpoint({
    method: 'GET',
    path: '/api/admin/appointments/{slug}/notes',
    summary: 'Staff: the notes staff wrote on an appointment, oldest first',
    tags,
    params: appointmentSlugParams,
    response: appointmentNotes,
  }),
  addAppointmentNote: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/notes',
    summary: 'Staff: add a note to an appointment; answers every note',
    tags,
    params: appointmentSlugParams,
    body: addAppointmentNote,
    response: appointmentNotes,
    status: 201,
  }),
  /** The file itself, inline (`nosniff`), for the appointment page's viewer. */
  viewAppointmentAttachment: endpoint({
    method: 'GET',
    path: '/api/admin/appointments/{slug}/attachments/{attachmentId}',
    summary: "Staff: an attachment of an appointment (referral, patient's upload), to view or save",
    tags,
    params: attachmentParams,
    response: z.unknown(),
  }),
};
