import { z } from 'zod';
import { appointmentSlugParams } from '../appointments/appointment-slug-params';
import { endpoint } from '../common/endpoint';
import { clinicAppointmentsResponse } from '../scheduling/scheduling.schemas';

const attachmentParams = appointmentSlugParams.extend({
  attachmentId: z.coerce.number().int().positive().max(2_147_483_647),
});

import { addAppointmentNote, appointmentNotes } from './appointment-notes.schemas';
import { auditLogExportQuery, auditLogPage, auditLogQuery } from './audit-log.schemas';
import {
  staffBookingRequest,
  staffBookingResponse,
  staffPatientLookup,
  staffPatientLookupQuery,
  staffSlotsRequest,
} from './staff-booking.schemas';

/**
 * Booking on a caller's behalf and the audit log (issue 14 §3 and §9). Staff bearer token on each;
 * clinic staff reach only their clinics; the audit log is the admin's alone.
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

export const adminAuditLogEndpoints = {
  listAuditEvents: endpoint({
    method: 'GET',
    path: '/api/admin/audit_events',
    summary: 'Admin: audit events filtered by patient, user, action and time, newest first, paged',
    tags,
    query: auditLogQuery,
    response: auditLogPage,
  }),
  exportAuditEvents: endpoint({
    method: 'GET',
    path: '/api/admin/audit_events/export',
    summary: 'Admin: the filtered audit events as CSV (text/csv, streamed)',
    tags,
    query: auditLogExportQuery,
    response: z.unknown(),
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
