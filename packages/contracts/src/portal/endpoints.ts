import { z } from 'zod';
import {
  attachment,
  attachmentList,
  bookingRequestAttachments,
  bookingRequestAttachmentsQuery,
} from '../attachments/attachments.schemas';
import { endpoint } from '../common/endpoint';
import {
  bookingRequestStatusChange,
  canChangeStatus,
  cancelForm,
  portalAppointment,
  portalAppointmentParams,
  portalAppointments,
  portalBookingKeyParams,
  portalBookingRequest,
  rescheduleRequest,
} from './portal.schemas';
import {
  attachmentUpdate,
  referralLinks,
  securedAttachmentParams,
  securedOwnerParams,
} from './portal-attachments.schemas';

const tags = ['portal'];

/** The patient portal's appointment calls; every one needs a patient session that proved the booking. */
export const portalEndpoints = {
  appointmentsByBookingKey: endpoint({
    method: 'GET',
    path: '/api/secured/appointments/booking_key/{bookingKey}',
    summary: 'Every appointment of a booking key with what may still be changed',
    tags,
    params: portalBookingKeyParams,
    response: portalAppointments,
  }),
  canChangeStatus: endpoint({
    method: 'GET',
    path: '/api/secured/appointments/{id}/can_change_status',
    summary: 'Whether the appointment may still be cancelled or rescheduled, and why not',
    tags,
    params: portalAppointmentParams,
    response: canChangeStatus,
  }),
  /** 409 message.cancel_not_allowed (params.priorMinutes) unless canChange or ENQUIRE_ONLY. */
  cancel: endpoint({
    method: 'POST',
    path: '/api/secured/appointments/{id}/cancel',
    summary: 'Cancel an appointment with a reason; frees its time and emails the patient',
    tags,
    params: portalAppointmentParams,
    body: cancelForm,
    response: portalAppointment,
  }),
  /** §4 decline: as cancel (same rules and 409s), but the status becomes DECLINED_BY_PATIENT. */
  decline: endpoint({
    method: 'POST',
    path: '/api/secured/appointments/{id}/decline',
    summary: 'Decline an appointment with a reason; frees its time and emails the patient',
    tags,
    params: portalAppointmentParams,
    body: cancelForm,
    response: portalAppointment,
  }),
  /**
   * The old appointment becomes RESCHEDULED and a new BOOKED one takes the slot, in one transaction.
   * 409 message.reschedule_* when not allowed, 409 message.slot_conflict when the time was taken.
   */
  reschedule: endpoint({
    method: 'POST',
    path: '/api/secured/appointments/{id}/reschedule',
    summary: 'Move an appointment into another slot of the same exam and clinic',
    tags,
    params: portalAppointmentParams,
    body: rescheduleRequest,
    response: portalAppointment,
    status: 201,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/secured/appointments/{id}/confirm',
    summary: 'The patient confirms they will attend',
    tags,
    params: portalAppointmentParams,
    response: portalAppointment,
  }),
  bookingRequestByBookingKey: endpoint({
    method: 'GET',
    path: '/api/secured/booking_requests/booking_key/{bookingKey}',
    summary: 'The booking request of a booking key, as its requester sees it',
    tags,
    params: portalBookingKeyParams,
    response: portalBookingRequest,
  }),
  /** 409 message.booking_request_not_cancellable unless it is still PENDING or ON_HOLD. */
  bookingRequestStatus: endpoint({
    method: 'POST',
    path: '/api/secured/booking_requests/{id}/status',
    summary: 'Change the status of a booking request (the requester may cancel it)',
    tags,
    params: portalAppointmentParams,
    body: bookingRequestStatusChange,
    response: portalBookingRequest,
  }),
};

const attachmentCalls = (base: 'appointments' | 'booking_requests', label: string) => ({
  list: endpoint({
    method: 'GET',
    path: `/api/secured/${base}/{id}/attachments/response`,
    summary: `Attachments of a ${label}`,
    tags,
    params: securedOwnerParams,
    response: attachmentList,
  }),
  /** multipart/form-data: file field `file`, optional `documentTypeId` and `description`; type checked by content. */
  upload: endpoint({
    method: 'POST',
    path: `/api/secured/${base}/{id}/attachments`,
    summary: `Upload a document to a ${label}`,
    tags,
    params: securedOwnerParams,
    response: attachment,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: `/api/secured/${base}/{id}/attachments/{attachmentId}`,
    summary: `Change the document type or description of a ${label}'s attachment`,
    tags,
    params: securedAttachmentParams,
    body: attachmentUpdate,
    response: attachment,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `/api/secured/${base}/{id}/attachments/{attachmentId}`,
    summary: `Delete a ${label}'s attachment`,
    tags,
    params: securedAttachmentParams,
    response: z.null(),
    status: 204,
  }),
  download: endpoint({
    method: 'GET',
    path: `/api/secured/${base}/{id}/attachments/{attachmentId}/download`,
    summary: `Download a ${label}'s attachment (Content-Disposition: attachment)`,
    tags,
    params: securedAttachmentParams,
    response: z.any(),
  }),
  view: endpoint({
    method: 'GET',
    path: `/api/secured/${base}/{id}/attachments/{attachmentId}/view`,
    summary: `Show a ${label}'s attachment inline`,
    tags,
    params: securedAttachmentParams,
    response: z.any(),
  }),
});

export const portalAttachmentsEndpoints = {
  appointment: attachmentCalls('appointments', 'appointment'),
  bookingRequest: {
    ...attachmentCalls('booking_requests', 'booking request'),
    /** 400 message.unknown_exam_slugs when a changedExamSlugs slug names no exam. */
    list: endpoint({
      method: 'GET',
      path: '/api/secured/booking_requests/{id}/attachments/response',
      summary: 'Attachments of a booking request and the document types its exams need',
      tags,
      params: securedOwnerParams,
      query: bookingRequestAttachmentsQuery,
      response: bookingRequestAttachments,
    }),
    referralLinks: endpoint({
      method: 'GET',
      path: '/api/secured/booking_requests/{id}/download',
      summary: 'Download links of the referrals of a booking request',
      tags,
      params: securedOwnerParams,
      response: referralLinks,
    }),
  },
};
