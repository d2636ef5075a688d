import { z } from 'zod';
import { text } from '../common/text';

/** Issue 14 §8: finding a patient, their bookings and requests across clinics, merging duplicates. */

export const adminPatientParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Every criterion given narrows the result (name and contact match as "contains"); none lists all, paged. */
export const patientSearchQuery = z.object({
  name: text().trim().max(100).optional(),
  dateOfBirth: z.iso.date().optional(),
  email: text().trim().max(254).optional(),
  phone: text().trim().max(30).optional(),
  bookingKey: text().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type PatientSearchQuery = z.input<typeof patientSearchQuery>;

export const adminPatientSummary = z.object({
  id: z.number().int(),
  firstName: text(),
  lastName: text(),
  dateOfBirth: text(),
  email: text().nullable(),
  contactNumber: text().nullable(),
  /** Appointments and booking requests the caller may see. */
  bookings: z.number().int(),
});
export type AdminPatientSummary = z.infer<typeof adminPatientSummary>;

export const patientSearchResult = z.object({
  items: z.array(adminPatientSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PatientSearchResult = z.infer<typeof patientSearchResult>;

const clinicRef = z.object({ id: z.number().int(), name: text() }).nullable();

export const adminPatientDetail = adminPatientSummary.extend({
  postalCode: text().nullable(),
  appointments: z.array(
    z.object({
      slug: text(),
      bookingKey: text(),
      clinic: clinicRef,
      examName: text(),
      startsAt: text(),
      status: text(),
    }),
  ),
  bookingRequests: z.array(
    z.object({
      id: z.number().int(),
      bookingKey: text(),
      clinic: clinicRef,
      status: text(),
      createdAt: text(),
    }),
  ),
  changeRequests: z.array(
    z.object({ id: z.number().int(), bookingKey: text(), status: text(), createdAt: text() }),
  ),
  contactRequests: z.array(
    z.object({ id: z.number().int(), bookingKey: text(), kind: text(), status: text(), createdAt: text() }),
  ),
});
export type AdminPatientDetail = z.infer<typeof adminPatientDetail>;

/** POST /api/admin/patients/{id}/merge: the duplicate's bookings and requests move to {id}; it is removed. */
export const mergePatients = z.object({ duplicateId: z.number().int().positive().max(2_147_483_647) });
export type MergePatients = z.input<typeof mergePatients>;

export const mergedPatients = z.object({
  patient: adminPatientDetail,
  moved: z.object({
    appointments: z.number().int(),
    bookingRequests: z.number().int(),
    other: z.number().int(),
  }),
});
export type MergedPatients = z.infer<typeof mergedPatients>;
