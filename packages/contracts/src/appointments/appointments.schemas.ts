import { z } from 'zod';
import { localeSchema } from '../common/locale';
import { multilineText, text } from '../common/text';
import { appointmentStatuses } from './appointment-status';
import { bookingKey } from './booking-key.schemas';
import { patientDetails } from './patient-details.schemas';

export {
  type AppointmentStatus,
  activeAppointmentStatuses,
  appointmentStatuses,
  isActiveAppointment,
} from './appointment-status';

export const appointmentStatus = z.enum(appointmentStatuses);

/** One exam on one device at one start instant (ISO with offset or Z). */
export const appointmentSlotChoice = z.object({
  examSlug: text().min(1).max(200),
  clinicId: z.number().int().positive(),
  deviceId: z.number().int().positive(),
  start: z.iso.datetime({ offset: true }),
});

/** POST /api/appointments. Without bookingKey the server makes one; with one, that key's hold is released. */
export const createAppointmentRequest = appointmentSlotChoice.extend({
  bookingKey: bookingKey.nullish(),
  patient: patientDetails,
  notes: multilineText().max(1000).nullish(),
  /** Language of the confirmation email; en-AU when absent. */
  locale: localeSchema.nullish(),
  /** Solved ALTCHA payload, needed once an address has booked often (answer message.captcha_required). */
  captcha: text().max(4096).nullish(),
});
export type CreateAppointmentRequest = z.input<typeof createAppointmentRequest>;

/** §3 Appointment creation response; instants are UTC ISO strings, `timeZone` is the clinic's. */
export const appointmentCreationResponse = z.object({
  success: z.boolean(),
  errorMessage: text().nullable(),
  id: z.number().int(),
  slug: text(),
  bookingKey,
  status: z.enum(['BOOKED', 'PENDING']),
  modalityName: text(),
  examName: text(),
  examSlug: text(),
  clinicName: text(),
  clinicSlug: text(),
  timeZone: text(),
  /** Start instant. */
  date: text(),
  /** End instant. */
  endTime: text(),
  /** sha256 hex of the lower-cased, trimmed email (analytics without the address). */
  patientEmailHash: text(),
  patientYearOfBirth: z.number().int(),
  /** Where the web shows the confirmation: /{clinicSlug}/appointments[/pending]/{bookingKey}. */
  confirmationPath: text(),
});
export type AppointmentCreationResponse = z.infer<typeof appointmentCreationResponse>;

/** POST /api/appointments/visit: several exams back to back at one clinic, all booked or none. */
export const createVisitRequest = z.object({
  items: z.array(appointmentSlotChoice).min(1).max(6),
  bookingKey: bookingKey.nullish(),
  patient: patientDetails,
  notes: multilineText().max(1000).nullish(),
  locale: localeSchema.nullish(),
  captcha: text().max(4096).nullish(),
});
export type CreateVisitRequest = z.input<typeof createVisitRequest>;
export const visitCreationResponse = z.object({
  success: z.boolean(),
  bookingKey,
  confirmationPath: text(),
  appointments: z.array(appointmentCreationResponse),
});
export type VisitCreationResponse = z.infer<typeof visitCreationResponse>;

/** Where a booking takes place: what the confirmation page and the map link need. */
export const bookingClinic = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  address: text(),
  suburb: text(),
  state: text(),
  postcode: text(),
  phone: text(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: text(),
  /** An imaging van (decision 0024): a page showing it re-checks where it is parked (decision 0031). */
  mobile: z.boolean(),
});
export type BookingClinic = z.infer<typeof bookingClinic>;

/** One appointment as shown without signing in: no patient data. Local fields are in the clinic's zone. */
export const appointmentSummary = z.object({
  slug: text(),
  status: appointmentStatus,
  examSlug: text(),
  examName: text(),
  /** §3 nameWithModality: what the patient reads. */
  nameWithModality: text(),
  modalityName: text(),
  clinicId: z.number().int(),
  clinicName: text(),
  deviceId: z.number().int(),
  start: text(),
  end: text(),
  timeZone: text(),
  localDate: text(),
  localStartTime: text(),
  localEndTime: text(),
  preparationNotes: text().nullable(),
  preparationMinutes: z.number().int(),
});
export type AppointmentSummary = z.infer<typeof appointmentSummary>;

/** Public confirmation view by booking key: the patient's first name only, nothing else personal. */
export const appointmentConfirmation = z.object({
  bookingKey,
  status: appointmentStatus,
  firstName: text(),
  clinic: bookingClinic,
  appointments: z.array(appointmentSummary),
});
export type AppointmentConfirmation = z.infer<typeof appointmentConfirmation>;

export const referenceAppointmentsQuery = z.object({ bookingKey });

/** GET /api/booking_form_details: what the details form shows for the chosen exams and clinic. */
export const bookingFormDetailsQuery = z.object({
  examSlugs: text()
    .min(1)
    .max(1000)
    .transform((value) => value.split(',').filter(Boolean)),
  clinicId: z.coerce.number().int().positive().optional(),
});
export const bookingFormDetails = z.object({
  exams: z.array(
    z.object({
      slug: text(),
      name: text(),
      nameWithModality: text(),
      enquiryOnly: z.boolean(),
      durationMinutes: z.number().int(),
      preparationNotes: text().nullable(),
      preparationMinutes: z.number().int(),
      showBookingRequestInfoModal: z.boolean(),
      /** §3 Exam: the short note of the exam info modal, and the instructions modal's text. */
      examNotes: text().nullish(),
      notes: multilineText().nullish(),
    }),
  ),
  clinic: bookingClinic.nullable(),
  titles: z.array(text()),
  /** Appointments are created PENDING (confirmed later by staff) instead of BOOKED. */
  pendingByDefault: z.boolean(),
  holdMinutes: z.number().int(),
});
export type BookingFormDetails = z.infer<typeof bookingFormDetails>;
