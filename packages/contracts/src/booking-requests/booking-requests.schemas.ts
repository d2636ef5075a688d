import { z } from 'zod';
import { bookingClinic } from '../appointments/appointments.schemas';
import { bookingKey } from '../appointments/booking-key.schemas';
import { patientDetails } from '../appointments/patient-details.schemas';
import { localeSchema } from '../common/locale';
import { multilineText, text } from '../common/text';

export const bookingRequestStatuses = [
  'PENDING',
  'BOOKED',
  'CANCELED',
  'ON_HOLD',
  'DELETED',
  'REMOVED_BY_OPERATOR',
] as const;
export const bookingRequestStatus = z.enum(bookingRequestStatuses);
export const bookingRequestTypes = ['PATIENT', 'REFERRER', 'STAFF', 'CHAT'] as const;

/** POST /api/booking_requests: an enquiry for one or more exams, optionally at a clinic. */
export const createBookingRequest = z.object({
  examSlugs: z.array(text().min(1).max(200)).min(1).max(10),
  clinicId: z.number().int().positive().nullish(),
  bookingKey: bookingKey.nullish(),
  patient: patientDetails,
  notes: multilineText().max(2000).nullish(),
  preferredDates: multilineText().max(500).nullish(),
  locale: localeSchema.nullish(),
  /** Solved ALTCHA payload, needed once an address has sent enquiries often (message.captcha_required). */
  captcha: text().max(4096).nullish(),
});
export type CreateBookingRequest = z.input<typeof createBookingRequest>;

/** §3 Booking request outcome result, plus the booking key and where to show the confirmation. */
export const bookingRequestOutcome = z.object({
  success: z.boolean(),
  id: z.number().int(),
  bookingKey,
  /** Key that lets the requester withdraw the enquiry (unguessable, separate from the booking key). */
  deleteKey: text(),
  /** A message.* key the web shows on the confirmation page. */
  confirmationMessage: text(),
  /** Key of an integration (chat) that created the request; null for the web. */
  apiKey: text().nullable(),
  /** /{clinicSlug or 'enquiry'}/booking-requests/{bookingKey} */
  confirmationPath: text(),
});
export type BookingRequestOutcome = z.infer<typeof bookingRequestOutcome>;

export const bookingRequestConfirmation = z.object({
  bookingKey,
  status: bookingRequestStatus,
  firstName: text(),
  clinic: bookingClinic.nullable(),
  exams: z.array(
    z.object({
      slug: text(),
      name: text(),
      nameWithModality: text(),
      modalityName: text(),
      preparationNotes: text().nullable(),
    }),
  ),
  createdAt: text(),
  /** Why staff closed it (REMOVED_BY_OPERATOR, issue 14): the deny page shows it to the patient. */
  closeReason: text().nullish(),
});
export type BookingRequestConfirmation = z.infer<typeof bookingRequestConfirmation>;
