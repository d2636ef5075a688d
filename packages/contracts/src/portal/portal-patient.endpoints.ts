import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { portalAppointmentParams, portalBookingKeyParams } from './portal.schemas';
import {
  callbackRequest,
  callCentreEmailRequest,
  consentForms,
  consentFormsSave,
  patientChangeRequest,
  patientChangeRequestCreated,
  patientDetailsOptions,
  portalPatient,
  staffContactQueued,
} from './portal-patient.schemas';

const tags = ['portal'];

/** Patient details, change requests, consent forms and unsubscribe of the portal. */
export const portalPatientEndpoints = {
  detailsOptions: endpoint({
    method: 'GET',
    path: '/api/patient_details/options',
    summary: 'Ethnicities and insurance types of the patient details form',
    tags,
    response: patientDetailsOptions,
  }),
  /** `{bookingKey}` of an appointment or booking request the session proved. */
  patientDetails: endpoint({
    method: 'GET',
    path: '/api/secured/patient_details/{bookingKey}',
    summary: 'The patient of a booking',
    tags,
    params: portalBookingKeyParams,
    response: portalPatient,
  }),
  /** 400 message.validation_error (field `body.changes`) when nothing would change. */
  createChangeRequest: endpoint({
    method: 'POST',
    path: '/api/secured/patient_change_requests',
    summary: 'Ask staff to correct the patient details of a booking request, appointment or confirmation',
    tags,
    body: patientChangeRequest,
    response: patientChangeRequestCreated,
    status: 201,
  }),
  loadConsentForms: endpoint({
    method: 'GET',
    path: '/api/secured/appointments/{id}/consent_forms',
    summary: 'The consent forms saved for an appointment',
    tags,
    params: portalAppointmentParams,
    response: consentForms,
  }),
  saveConsentForms: endpoint({
    method: 'PUT',
    path: '/api/secured/appointments/{id}/consent_forms',
    summary: 'Save the consent forms of an appointment',
    tags,
    params: portalAppointmentParams,
    body: consentFormsSave,
    response: consentForms,
  }),
  /** Emails the provider's staff (domainAdminEmail) the patient's message. */
  callCentreEmail: endpoint({
    method: 'POST',
    path: '/api/secured/call_centre_email/{bookingKey}',
    summary: "Send the provider's call centre a message about a booking",
    tags,
    params: portalBookingKeyParams,
    body: callCentreEmailRequest,
    response: staffContactQueued,
    status: 202,
  }),
  callbackRequest: endpoint({
    method: 'POST',
    path: '/api/secured/callback_request/{bookingKey}',
    summary: "Ask the provider's staff to call the patient back about a booking",
    tags,
    params: portalBookingKeyParams,
    body: callbackRequest,
    response: staffContactQueued,
    status: 202,
  }),
  /** Public: the unguessable key is the right; answers 204 whether or not it names a booking. */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/notifications/unsubscribe/{bookingKey}',
    summary: 'Stop optional messages (reminders) about a booking',
    tags,
    params: portalBookingKeyParams,
    response: z.null(),
    status: 204,
  }),
};
