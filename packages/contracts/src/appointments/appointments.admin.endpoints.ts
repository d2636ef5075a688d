import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { appointmentSlugParams } from './appointment-slug-params';
import {
  adminAppointment,
  adminAppointmentActionResult,
  appointmentReferrer,
  cancelAppointmentByStaff,
  rescheduleAppointment,
} from './appointments.admin.schemas';
import { daySheet, daySheetParams, daySheetQuery } from './day-sheet.admin.schemas';

/**
 * Staff work on appointments (issue 14): a clinic's day sheet and an appointment's view and actions.
 * Every call takes the staff bearer token; clinic staff reach only their clinics' objects (404
 * otherwise), every read or write of patient data is audited, and every change of a booking queues
 * the patient's email in the same transaction.
 */
const tags = ['admin-operations', 'admin'];

export const adminAppointmentEndpoints = {
  daySheet: endpoint({
    method: 'GET',
    path: '/api/admin/clinics/{clinicId}/day_sheet',
    summary: "Staff: a clinic's day: devices, appointments with check-in state, holds and blocked time",
    tags,
    params: daySheetParams,
    query: daySheetQuery,
    response: daySheet,
  }),
  getAppointment: endpoint({
    method: 'GET',
    path: '/api/admin/appointments/{slug}',
    summary: 'Staff: an appointment with patient, status history, answers, consent, attachments, reports',
    tags,
    params: appointmentSlugParams,
    response: adminAppointment,
  }),
  confirmAppointment: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/confirm',
    summary:
      'Staff: confirm a PENDING or ON_HOLD appointment (BOOKED); the patient is emailed. Already BOOKED: no change',
    tags,
    params: appointmentSlugParams,
    response: adminAppointmentActionResult,
  }),
  rescheduleAppointment: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/reschedule',
    summary: 'Staff: move to another free slot with a reason (409 when taken); answers the new appointment',
    tags,
    params: appointmentSlugParams,
    body: rescheduleAppointment,
    response: adminAppointmentActionResult,
  }),
  cancelAppointment: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/cancel',
    summary: 'Staff: cancel with a reason; the patient is emailed unless notify is false',
    tags,
    params: appointmentSlugParams,
    body: cancelAppointmentByStaff,
    response: adminAppointmentActionResult,
  }),
  markAppointmentArrived: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/arrived',
    summary: 'Staff: the patient has arrived',
    tags,
    params: appointmentSlugParams,
    response: adminAppointmentActionResult,
  }),
  markAppointmentNoShow: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/no_show',
    summary: 'Staff: the patient did not come',
    tags,
    params: appointmentSlugParams,
    response: adminAppointmentActionResult,
  }),
  undoAppointmentAttendance: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/attendance/undo',
    summary:
      "Staff: undo a mistaken arrival or no-show, back to how it was before, while the appointment's day has not ended",
    tags,
    params: appointmentSlugParams,
    response: adminAppointmentActionResult,
  }),
  setAppointmentReferrer: endpoint({
    method: 'PUT',
    path: '/api/admin/appointments/{slug}/referrer',
    summary:
      'Staff: record who referred the patient, in any status; a report released afterwards is emailed to them with an image link',
    tags,
    params: appointmentSlugParams,
    body: appointmentReferrer,
    response: adminAppointmentActionResult,
  }),
  resendAppointmentConfirmation: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/resend_confirmation',
    summary: 'Staff: email the patient the confirmation again',
    tags,
    params: appointmentSlugParams,
    response: z.object({ queued: z.literal(true) }),
    status: 202,
  }),
};
