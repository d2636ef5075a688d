import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import {
  appointmentIdParams,
  appointmentSlugParams,
  checkInAppointment,
  checkInAppointmentList,
  checkInAppointmentsQuery,
  checkInEnabledResponse,
  checkInFormRequest,
  checkInPollResponse,
  checkInReadiness,
  checkInResult,
  checkInSendCodeRequest,
  checkInSendCodeResult,
  checkInValidateCodeRequest,
  checkInValidateCodeResult,
  clinicCheckInSetting,
  clinicIdParams,
  clinicIdQuery,
  demoAppointmentRequest,
  demoAppointmentResponse,
  doctor,
  doctorSearchParams,
  doctorSearchQuery,
  identityCheckRequest,
  identityCheckResponse,
  importReferralResponse,
} from './check-in.schemas';

const tags = ['check-in'];

/**
 * Digital check-in (§4). Secured calls need a patient session that proved the booking (kiosk identity
 * check, or the code flow below); a foreign slug answers 404. Errors are problem+json with message.*.
 */
export const checkInEndpoints = {
  enabled: endpoint({
    method: 'GET',
    path: '/api/check_in/enabled',
    summary: 'Whether digital check-in is switched on for a clinic',
    tags,
    query: clinicIdQuery,
    response: checkInEnabledResponse,
  }),
  identityCheck: endpoint({
    method: 'POST',
    path: '/api/check_in/identity_check',
    summary:
      "Today's BOOKED appointments at the clinic for a last name and date of birth; off a registered kiosk it needs the captcha and answers alike for match and no match (the match stays in the server's code flow); rate limited (429 message.too_many_requests)",
    tags,
    body: identityCheckRequest,
    response: identityCheckResponse,
  }),
  sendCode: endpoint({
    method: 'POST',
    path: '/api/check_in/send_code',
    summary:
      "Send the one-time code to the booking the identity check's flow matched (slug and otpMethod empty: the first channel on file); the same answer when nothing matched; 429 message.otp_send_limit with Retry-After past 3 codes per booking in 15 minutes",
    tags,
    body: checkInSendCodeRequest,
    response: checkInSendCodeResult,
  }),
  validateCode: endpoint({
    method: 'POST',
    path: '/api/check_in/validate_code',
    summary:
      'Check the one-time code (type APPOINTMENT); on success the session proves the booking and the answer names its key',
    tags,
    body: checkInValidateCodeRequest,
    response: checkInValidateCodeResult,
  }),
  appointments: endpoint({
    method: 'GET',
    path: '/api/secured/check_in/appointments',
    summary:
      "Today's appointments of a proven booking key at its clinic (giveFeedback: include checked-in ones)",
    tags,
    query: checkInAppointmentsQuery,
    response: checkInAppointmentList,
  }),
  enable: endpoint({
    method: 'POST',
    path: '/api/secured/appointments/{slug}/check_in/enable',
    summary:
      "Start check-in; 409 message.late_enable_digital_check_in_error outside the window or when not today's BOOKED appointment",
    tags,
    params: appointmentSlugParams,
    response: checkInAppointment,
  }),
  prepare: endpoint({
    method: 'POST',
    path: '/api/secured/appointments/{slug}/check_in/prepare',
    summary: 'Submit the check-in form; hands the preparation to the RIS (poll preparation_sent)',
    tags,
    params: appointmentSlugParams,
    body: checkInFormRequest,
    response: checkInAppointment,
    status: 202,
  }),
  preparationSent: endpoint({
    method: 'GET',
    path: '/api/secured/appointments/{slug}/check_in/preparation_sent',
    summary: 'Poll: has the RIS confirmed the preparation (sent), or did it fail',
    tags,
    params: appointmentSlugParams,
    response: checkInPollResponse,
  }),
  readiness: endpoint({
    method: 'GET',
    path: '/api/secured/appointments/{slug}/check_in/ready',
    summary: 'Whether the appointment can be checked in now (prepared, referral present)',
    tags,
    params: appointmentSlugParams,
    response: checkInReadiness,
  }),
  checkIn: endpoint({
    method: 'POST',
    path: '/api/secured/appointments/{slug}/check_in',
    summary:
      'Check in (once: 409 message.already_checked_in after); hands over to the RIS (poll check_in_sent)',
    tags,
    params: appointmentSlugParams,
    response: checkInResult,
    status: 202,
  }),
  checkInSent: endpoint({
    method: 'GET',
    path: '/api/secured/appointments/{slug}/check_in/check_in_sent',
    summary: 'Poll: has the RIS confirmed the check-in (patientFolioNumber assigned), or did it fail',
    tags,
    params: appointmentSlugParams,
    response: checkInPollResponse,
  }),
  doctorSearch: endpoint({
    method: 'GET',
    path: '/api/secured/appointments/{slug}/doctor_search/{text}',
    summary: 'Referrer directory search by name, city or postcode (min 3 characters), without excluded ids',
    tags,
    params: doctorSearchParams,
    query: doctorSearchQuery,
    response: z.array(doctor),
  }),
  importReferral: endpoint({
    method: 'POST',
    path: '/api/secured/appointments/{id}/attachments/imported',
    summary: 'Mark the referral as imported from the RIS (already on file there); empty body',
    tags,
    params: appointmentIdParams,
    response: importReferralResponse,
  }),
  adminDemoAppointment: endpoint({
    method: 'POST',
    path: '/api/admin/check_in/demo_appointment',
    summary:
      'Staff/dev only (Bearer admin token): a BOOKED appointment at a clinic near now, to demonstrate or test check-in',
    tags,
    body: demoAppointmentRequest,
    response: demoAppointmentResponse,
    status: 201,
  }),
  adminClinicSetting: endpoint({
    method: 'GET',
    path: '/api/admin/check_in/clinics/{clinicId}/setting',
    summary: "Staff (Bearer admin token): a clinic's check-in setting",
    tags,
    params: clinicIdParams,
    response: clinicCheckInSetting,
  }),
  adminSaveClinicSetting: endpoint({
    method: 'PUT',
    path: '/api/admin/check_in/clinics/{clinicId}/setting',
    summary: "Staff (Bearer admin token): replace a clinic's check-in setting",
    tags,
    params: clinicIdParams,
    body: clinicCheckInSetting,
    response: clinicCheckInSetting,
  }),
};
