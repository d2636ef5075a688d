import { z } from 'zod';
import { appointmentSlugParams } from '../appointments/appointment-slug-params';
import { endpoint } from '../common/endpoint';
import {
  adminAppointment,
  adminAppointmentActionResult,
  adminAppointmentReport,
  adminReportParams,
  appointmentReferrer,
  cancelAppointmentByStaff,
  rescheduleAppointment,
  setReportRelease,
  uploadAppointmentReport,
  withdrawReport,
} from './appointment-admin.schemas';
import { daySheet, daySheetParams, daySheetQuery } from './day-sheet.schemas';
import {
  closeEnquiry,
  convertEnquiry,
  convertedEnquiry,
  enquiryDetail,
  enquiryList,
  enquiryListQuery,
  enquiryParams,
  logEnquiryCall,
} from './enquiry-triage.schemas';

/**
 * Daily operations of the admin panel (issue 14). Every call takes the staff bearer token; clinic
 * staff reach only their clinics' objects (404 otherwise), every read or write of patient data is
 * audited, and every change of a booking queues the patient's email in the same transaction.
 */
const tags = ['admin-operations', 'admin'];

export const adminOperationsEndpoints = {
  daySheet: endpoint({
    method: 'GET',
    path: '/api/admin/clinics/{clinicId}/day_sheet',
    summary: "Staff: a clinic's day: devices, appointments with check-in state, holds and blocked time",
    tags,
    params: daySheetParams,
    query: daySheetQuery,
    response: daySheet,
  }),
  listEnquiries: endpoint({
    method: 'GET',
    path: '/api/admin/booking_requests',
    summary: 'Staff: enquiries (booking requests) by triage state, sorted and paged, with counts per state',
    tags,
    query: enquiryListQuery,
    response: enquiryList,
  }),
  getEnquiry: endpoint({
    method: 'GET',
    path: '/api/admin/booking_requests/{id}',
    summary: 'Staff: one enquiry with its exams, referral, answers and call log',
    tags,
    params: enquiryParams,
    response: enquiryDetail,
  }),
  markEnquiryWaitingForProtocol: endpoint({
    method: 'POST',
    path: '/api/admin/booking_requests/{id}/waiting_for_protocol',
    summary: 'Staff: put an enquiry ON_HOLD waiting for the protocol',
    tags,
    params: enquiryParams,
    response: enquiryDetail,
  }),
  logEnquiryCall: endpoint({
    method: 'POST',
    path: '/api/admin/booking_requests/{id}/contact',
    summary: 'Staff: log a call to the patient and its outcome',
    tags,
    params: enquiryParams,
    body: logEnquiryCall,
    response: enquiryDetail,
    status: 201,
  }),
  convertEnquiry: endpoint({
    method: 'POST',
    path: '/api/admin/booking_requests/{id}/convert',
    summary:
      'Staff: book the enquiry on a free slot (409 message.slot_conflict when taken); the patient is emailed the appointment',
    tags,
    params: enquiryParams,
    body: convertEnquiry,
    response: convertedEnquiry,
    status: 201,
  }),
  closeEnquiry: endpoint({
    method: 'POST',
    path: '/api/admin/booking_requests/{id}/close',
    summary: 'Staff: close an enquiry with a reason the patient reads on the deny page',
    tags,
    params: enquiryParams,
    body: closeEnquiry,
    response: enquiryDetail,
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
  uploadReport: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/reports',
    summary: 'Staff: upload a report PDF; it is released after the delay given or configured',
    tags,
    params: appointmentSlugParams,
    body: uploadAppointmentReport,
    response: adminAppointmentReport,
    status: 201,
  }),
  setReportRelease: endpoint({
    method: 'PUT',
    path: '/api/admin/appointments/{slug}/reports/{reportId}/release',
    summary: 'Staff: set when a report is released, or null to hold it back',
    tags,
    params: adminReportParams,
    body: setReportRelease,
    response: adminAppointmentReport,
  }),
  releaseReportNow: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/reports/{reportId}/release_now',
    summary: 'Staff: release a report now; the patient (and the referrer) are told results are ready',
    tags,
    params: adminReportParams,
    response: adminAppointmentReport,
  }),
  withdrawReport: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/reports/{reportId}/withdraw',
    summary: "Staff: withdraw a report with a reason: the patient's view and shares stop showing it",
    tags,
    params: adminReportParams,
    body: withdrawReport,
    response: adminAppointmentReport,
  }),
};
