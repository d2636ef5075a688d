import { z } from 'zod';
import { appointmentStatus } from '../appointments/appointments.schemas';
import { bookingKey } from '../appointments/booking-key.schemas';
import { multilineText, text } from '../common/text';
import { reportAuthor } from '../results/results.schemas';
import { daySheetCheckIn } from './day-sheet.admin.schemas';

export const appointmentStatusChange = z.object({
  status: appointmentStatus,
  /** Who made the change: a staff subject, `patient` or `system`. */
  actor: text(),
  reason: text().nullable(),
  at: text(),
});

export const adminAppointmentAttachment = z.object({
  id: z.number().int(),
  fileName: text(),
  contentType: text(),
  sizeBytes: z.number().int(),
  createdAt: text(),
});

export const adminAppointmentReport = z.object({
  id: z.number().int(),
  fileName: text(),
  createdAt: text(),
  /** When the patient may see it; null while staff hold it back (no release time). */
  releaseAt: text().nullable(),
  released: z.boolean(),
  withdrawnAt: text().nullable(),
  withdrawReason: text().nullable().optional(),
  expiresAt: text().nullable(),
  /** The radiologist who reported it (issue 42), when the upload named one. */
  reportedBy: reportAuthor.nullable().optional(),
});
export type AdminAppointmentReport = z.infer<typeof adminAppointmentReport>;

/** Who referred the patient (issue 15): a released report reaches them by email with an image link. */
export const appointmentReferrer = z.object({
  email: z.email().max(254),
  name: text().trim().max(200).nullable(),
});
export type AppointmentReferrer = z.infer<typeof appointmentReferrer>;

export const adminAppointment = z.object({
  id: z.number().int(),
  slug: text(),
  bookingKey,
  status: appointmentStatus,
  startsAt: text(),
  endsAt: text(),
  walkIn: z.boolean(),
  createdBy: text(),
  notes: text().nullable(),
  /** Staff marked the patient arrived (null: not yet). */
  arrivedAt: text().nullable(),
  noShowAt: text().nullable(),
  /** Now is within the appointment's check-in window on its day (§4), when arrival may be marked. */
  arrivalOpen: z.boolean(),
  /** The appointment has started and the patient is not marked arrived or no-show: a no-show may be marked. */
  noShowOpen: z.boolean(),
  /** An arrival or no-show is marked and the appointment's day has not ended: staff may undo it. */
  attendanceUndoOpen: z.boolean(),
  clinic: z.object({ id: z.number().int(), name: text(), timeZone: text() }),
  device: z.object({ id: z.number().int(), name: text() }),
  exam: z.object({ slug: text(), name: text(), nameWithModality: text() }),
  patient: z.object({
    id: z.number().int(),
    title: text().nullable(),
    firstName: text(),
    lastName: text(),
    dateOfBirth: text(),
    email: text(),
    contactNumber: text().nullable(),
  }),
  checkIn: daySheetCheckIn.nullable(),
  referrer: appointmentReferrer.nullable(),
  history: z.array(appointmentStatusChange),
  answers: z.array(
    z.object({
      questionnaireTitle: text(),
      /** GENERAL, PAIN_SCORE, PROTOCOL…: every type is shown, read-only as SurveyJS renders it. */
      questionnaireType: text().optional(),
      /** The SurveyJS definition of the version answered. */
      definition: z.record(text(), z.unknown()).nullable().optional(),
      answers: z.record(text(), z.unknown()),
      createdAt: text(),
    }),
  ),
  consent: z.array(z.object({ kind: text(), givenAt: text() })),
  attachments: z.array(adminAppointmentAttachment),
  reports: z.array(adminAppointmentReport),
  changeRequests: z.array(
    z.object({
      id: z.number().int(),
      kind: text(),
      status: text(),
      createdAt: text(),
      detail: text().nullable(),
    }),
  ),
});
export type AdminAppointment = z.infer<typeof adminAppointment>;

/** POST …/reschedule: another free slot of the clinic (same exam), with the reason. */
export const rescheduleAppointment = z.object({
  deviceId: z.number().int().positive().max(2_147_483_647),
  start: z.iso.datetime({ offset: true }),
  reason: multilineText().trim().min(1).max(1000),
});
export type RescheduleAppointment = z.input<typeof rescheduleAppointment>;

/** POST …/cancel: the patient is told, with the reason, unless notify is false. */
export const cancelAppointmentByStaff = z.object({
  reason: multilineText().trim().min(1).max(1000),
  notify: z.boolean().default(true),
});
export type CancelAppointmentByStaff = z.input<typeof cancelAppointmentByStaff>;

/** What the actions answer: the appointment as it now is (a reschedule answers the new one). */
export const adminAppointmentActionResult = adminAppointment;

/** POST /api/admin/appointments/{slug}/reports: a report PDF, held back or released later. */
export const uploadAppointmentReport = z.object({
  fileName: text().trim().min(1).max(200),
  pdfBase64: multilineText().min(1).max(700_000),
  /** Minutes after upload it becomes visible; null uses the provider's release delay setting. */
  releaseDelayMinutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 60)
    .nullish(),
  expiresInDays: z.number().int().min(1).max(36500).nullish(),
  reportedBy: reportAuthor.optional(),
});
export type UploadAppointmentReport = z.input<typeof uploadAppointmentReport>;

export const adminReportParams = z.object({
  slug: text().min(1).max(100),
  reportId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** PUT …/reports/{reportId}/release: a release time, or null to hold the report back. */
export const setReportRelease = z.object({ releaseAt: z.iso.datetime({ offset: true }).nullable() });
export type SetReportRelease = z.input<typeof setReportRelease>;

/** POST …/reports/{reportId}/withdraw: why, kept with the report for the audit trail. */
export const withdrawReport = z.object({ reason: multilineText().trim().min(1).max(1000) });
export type WithdrawReport = z.input<typeof withdrawReport>;
