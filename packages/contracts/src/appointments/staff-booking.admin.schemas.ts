import { z } from 'zod';
import { appointmentSlotChoice, visitCreationResponse } from '../appointments/appointments.schemas';
import { bookingKey } from '../appointments/booking-key.schemas';
import { patientDetails } from '../appointments/patient-details.schemas';
import { localeSchema } from '../common/locale';
import { multilineText, text } from '../common/text';
import { clinicAppointmentsRequest } from '../scheduling/scheduling.schemas';

/** GET /api/admin/staff_booking/patients: patients a caller may be, found by name, email, phone or date of birth. */
export const staffPatientLookupQuery = z.object({
  /** Contains, case-insensitive, in first or last name, email or phone; a yyyy-MM-dd date matches the date of birth. */
  search: text().trim().min(2).max(100),
});
export type StaffPatientLookupQuery = z.input<typeof staffPatientLookupQuery>;

export const staffPatientMatch = z.object({
  id: z.number().int(),
  title: text().nullable(),
  firstName: text(),
  lastName: text(),
  dateOfBirth: text(),
  email: text().nullable(),
  contactNumber: text().nullable(),
  /** Their latest booking key, so staff can tell records of the same name apart. */
  lastBookingKey: text().nullable(),
});
export type StaffPatientMatch = z.infer<typeof staffPatientMatch>;

export const staffPatientLookup = z.object({ items: z.array(staffPatientMatch) });
export type StaffPatientLookup = z.infer<typeof staffPatientLookup>;

/**
 * POST /api/admin/staff_booking: book a caller (issue 14 §3). Exactly one of `patientId` (a patient
 * found by the lookup) or `patient` (new details). `pending`: book as PENDING, to be confirmed later.
 * `bookingKey`: the key the exam's questionnaires were answered under (the patient journey's calls);
 * the answers move to the booking and their outcome is enforced, except that a PENDING booking may
 * go ahead where the outcome stops an online booking (staff have seen it).
 */
export const staffBookingRequest = z.object({
  items: z.array(appointmentSlotChoice).min(1).max(6),
  patientId: z.number().int().positive().max(2_147_483_647).nullish(),
  patient: patientDetails.nullish(),
  pending: z.boolean().default(false),
  bookingKey: bookingKey.nullish(),
  notes: multilineText().max(1000).nullish(),
  locale: localeSchema.nullish(),
});
export type StaffBookingRequest = z.input<typeof staffBookingRequest>;

export const staffBookingResponse = visitCreationResponse;
export type StaffBookingResponse = z.infer<typeof staffBookingResponse>;

/** POST /api/admin/clinic_appointments: free slots as staff see them, enquiry-only exams included. */
export const staffSlotsRequest = clinicAppointmentsRequest;
