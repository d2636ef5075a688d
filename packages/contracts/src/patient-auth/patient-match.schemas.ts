import { z } from 'zod';
import { dateOfBirth } from '../appointments/patient-details.schemas';
import { text } from '../common/text';
import { authContactNumber } from './patient-auth.schemas';

/**
 * §3 Patient match form: date of birth and the email or phone the patient gave when booking.
 * A one-time code goes to that address when (and only when) a patient matches; the answer is the
 * same either way (§2 portal home).
 */
export const patientMatchRequest = z
  .object({
    dateOfBirth,
    email: z.email().max(254).nullish(),
    contactNumber: authContactNumber.nullish(),
    /** Base64 ALTCHA payload: the portal home always asks for it, as nothing else limits a guesser. */
    captcha: text().max(4096).nullish(),
    lang: text().max(20).nullish(),
  })
  .refine((value) => Boolean(value.email) !== Boolean(value.contactNumber), {
    message: 'email or contactNumber (one of them) is required',
    path: ['email'],
  });
export type PatientMatchRequest = z.input<typeof patientMatchRequest>;

/** The same for a patient who exists and one who does not: the masked address typed in. */
export const patientMatchResult = z.object({
  sent: z.literal(true),
  otpMethod: z.enum(['EMAIL', 'SMS']),
  destination: text(),
  expiresInSeconds: z.number().int(),
});
export type PatientMatchResult = z.infer<typeof patientMatchResult>;

/** §3 One-time code check of the patient match; the flow cookie names the match. */
export const patientMatchCodeRequest = z.object({
  code: text().regex(/^\d{6}$/),
});
export type PatientMatchCodeRequest = z.input<typeof patientMatchCodeRequest>;

/** §7 appointment summaries: one row per appointment or booking request the portal session proved. */
export const portalBookingSummary = z.object({
  kind: z.enum(['APPOINTMENT', 'BOOKING_REQUEST']),
  bookingKey: text(),
  status: text(),
  clinicName: text().nullable(),
  examNames: z.array(text()),
  /** The appointment's start, or when the booking request was made. */
  at: z.iso.datetime({ offset: true }),
  upcoming: z.boolean(),
  /** The portal page of this booking, within the web app. */
  path: text(),
});
export type PortalBookingSummary = z.infer<typeof portalBookingSummary>;

export const appointmentSummaries = z.object({
  /** False without a portal session: the home then asks for the patient match (200, no console error). */
  signedIn: z.boolean(),
  appointments: z.array(portalBookingSummary),
  bookingRequests: z.array(portalBookingSummary),
});
export type AppointmentSummaries = z.infer<typeof appointmentSummaries>;
