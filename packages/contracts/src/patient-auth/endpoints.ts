import { appointmentSlugParams } from '../appointments/appointment-slug-params';
import { endpoint } from '../common/endpoint';
import {
  authenticateRequest,
  authenticationResult,
  authenticationStatus,
  captchaChallenge,
  sendCodeRequest,
  sendCodeResult,
  staffPortalView,
  validateCodeRequest,
  verifyCaptchaRequest,
  verifyCaptchaResult,
} from './patient-auth.schemas';
import {
  appointmentSummaries,
  patientMatchCodeRequest,
  patientMatchRequest,
  patientMatchResult,
} from './patient-match.schemas';

const tags = ['patient-auth'];

export const patientAuthEndpoints = {
  patientMatch: endpoint({
    method: 'POST',
    path: '/api/patient-match',
    summary:
      'Portal home (§3 Patient match): a one-time code to the address typed in when a patient matches; the same answer either way',
    tags,
    body: patientMatchRequest,
    response: patientMatchResult,
  }),
  patientMatchCode: endpoint({
    method: 'POST',
    path: '/api/patient-match/validate_code',
    summary: 'Check the patient-match code; on success the session proves every booking of that patient',
    tags,
    body: patientMatchCodeRequest,
    response: authenticationResult,
  }),
  appointmentSummaries: endpoint({
    method: 'GET',
    path: '/api/appointment-summaries',
    summary: "The portal session's appointments and booking requests, upcoming and past, with status (§7)",
    tags,
    response: appointmentSummaries,
  }),
  authenticate: endpoint({
    method: 'POST',
    path: '/api/authentication',
    summary: 'Date-of-birth step of patient authentication (§4); never tells which factor was wrong',
    tags,
    body: authenticateRequest,
    response: authenticationResult,
  }),
  sendCode: endpoint({
    method: 'POST',
    path: '/api/authentication/send_code',
    summary: 'Send (or resend, voiding the old one) the one-time code after a right date of birth',
    tags,
    body: sendCodeRequest,
    response: sendCodeResult,
  }),
  validateCode: endpoint({
    method: 'POST',
    path: '/api/authentication/validate_code',
    summary: 'Check the one-time code; on success the session proves this booking',
    tags,
    body: validateCodeRequest,
    response: authenticationResult,
  }),
  getAuthentication: endpoint({
    method: 'GET',
    path: '/api/authentication',
    summary: 'The current patient session; authenticated=false (not 401) when there is none',
    tags,
    response: authenticationStatus,
  }),
  keepalive: endpoint({
    method: 'GET',
    path: '/api/authentication/keepalive',
    summary:
      'The optional keepalive of §7: an active patient page calls it (every 10 minutes) so the session does not go idle',
    tags,
    response: authenticationStatus,
  }),
  staffPortalView: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/portal_view',
    summary:
      "Staff: open the patient's portal view of this appointment read-only; this browser gets a session that may look but not change",
    tags,
    params: appointmentSlugParams,
    response: staffPortalView,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/authentication/logout',
    summary: 'End the patient session',
    tags,
    response: authenticationStatus,
  }),
  captchaChallenge: endpoint({
    method: 'GET',
    path: '/api/authentication/captcha_challenge',
    summary: 'A self-hosted ALTCHA proof-of-work challenge',
    tags,
    response: captchaChallenge,
  }),
  verifyCaptcha: endpoint({
    method: 'POST',
    path: '/api/authentication/verify_captcha',
    summary: 'Check a solved ALTCHA payload (does not use it up; authenticate does)',
    tags,
    body: verifyCaptchaRequest,
    response: verifyCaptchaResult,
  }),
};
