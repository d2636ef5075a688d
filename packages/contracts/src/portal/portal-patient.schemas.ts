import { z } from 'zod';
import { bookingKey } from '../appointments/booking-key.schemas';
import { jsonRecord, multilineText, text } from '../common/text';

const listItem = z.object({ id: z.number().int(), code: text(), name: text() });

/** §3 Patient details: the choices of the patient details form. */
export const patientDetailsOptions = z.object({
  ethnicities: z.array(listItem),
  insuranceTypes: z.array(listItem),
});
export type PatientDetailsOptions = z.infer<typeof patientDetailsOptions>;

/** The patient of a booking as the portal shows it (the date of birth was proven, so it is shown). */
export const portalPatient = z.object({
  title: multilineText().nullable(),
  firstName: text(),
  lastName: text(),
  dateOfBirth: text(),
  email: text().nullable(),
  contactNumber: text().nullable(),
  postalCode: text().nullable(),
  /** §3 Patient details: the ethnicity and insurance type on record, from the lists of the options call. */
  ethnicity: listItem.nullish(),
  insuranceType: listItem.nullish(),
});
export type PortalPatient = z.infer<typeof portalPatient>;

export const patientChangeOrigins = ['BOOKING_REQUEST', 'APPOINTMENT', 'APPOINTMENT_CONFIRMATION'] as const;
export const patientChangeOrigin = z.enum(patientChangeOrigins);
export type PatientChangeOrigin = z.infer<typeof patientChangeOrigin>;

/** A patient's request to correct their details; staff apply it, the patient row is not changed here. */
export const patientChangeRequest = z
  .object({
    origin: patientChangeOrigin,
    bookingKey,
    changes: z
      .object({
        firstName: text().trim().min(1).max(100),
        lastName: text().trim().min(1).max(100),
        email: z.email().max(254),
        contactNumber: text().regex(/^\+?\d{8,15}$/),
        postalCode: text().trim().min(3).max(10),
        ethnicityId: z.number().int().positive(),
        insuranceTypeId: z.number().int().positive(),
      })
      .partial()
      .refine((changes) => Object.values(changes).some((v) => v !== undefined), {
        message: 'message.patient_request_nothing_changed',
      }),
    note: multilineText().trim().max(1000).nullish(),
  })
  .strict();
export type PatientChangeRequest = z.input<typeof patientChangeRequest>;

export const patientChangeRequestCreated = z.object({
  id: z.number().int(),
  origin: patientChangeOrigin,
  status: z.literal('OPEN'),
});

/** Consent forms of an appointment, stored as the form answers them (JSON). */
export const consentForms = z.object({
  data: jsonRecord().nullable(),
  updatedAt: text().nullable(),
});
export const consentFormsSave = z.object({ data: jsonRecord() });

/** Call-centre email by booking key: the patient's message to the provider's staff. */
export const callCentreEmailRequest = z.object({ message: text().trim().min(1).max(1000) });
/** Callback request by booking key: the number to call (default: the booking's) and when. */
export const callbackRequest = z.object({
  contactNumber: text()
    .regex(/^\+?\d{8,15}$/)
    .nullish(),
  preferredTime: text().trim().max(100).nullish(),
});
export const staffContactQueued = z.object({ queued: z.literal(true) });
