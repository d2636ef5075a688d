import { z } from 'zod';
import { text } from '../common/text';

export const auditActorKinds = ['ANONYMOUS', 'PATIENT', 'STAFF', 'REFERRER', 'SYSTEM'] as const;

/**
 * GET /api/admin/audit_events (and its CSV export): who read or changed which patient's data.
 * Every filter is optional; `patient` matches a patient's name, email or booking key and selects
 * the events of their bookings; `user` matches the actor's reference (staff subject, session).
 */
export const auditLogQuery = z.object({
  patient: text().trim().min(2).max(100).optional(),
  patientId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  user: text().trim().min(1).max(200).optional(),
  actorKind: z.enum(auditActorKinds).optional(),
  /** Prefix of the dotted action name, e.g. `staff.` or `patient_auth.login`. */
  action: text().trim().min(1).max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;

/** The CSV export takes the same filters, without paging: it streams every matching row. */
export const auditLogExportQuery = auditLogQuery.omit({ page: true, pageSize: true });
export type AuditLogExportQuery = z.input<typeof auditLogExportQuery>;
/** The filters as the server reads them, defaults applied. */
export type AuditLogFilters = z.output<typeof auditLogExportQuery>;
export type AuditLogPageQuery = z.output<typeof auditLogQuery>;

export const auditLogEntry = z.object({
  id: z.number().int(),
  at: text(),
  actorKind: z.enum(auditActorKinds),
  actorRef: text().nullable(),
  /** The staff account's username when the actor is one of ours. */
  actorName: text().nullable(),
  action: text(),
  outcome: text(),
  bookingKind: z.enum(['APPOINTMENT', 'BOOKING_REQUEST']).nullable(),
  bookingRef: text().nullable(),
  /** The patient the booking belongs to, when the event names a booking that still exists. */
  patient: z.object({ id: z.number().int(), name: text() }).nullable(),
  /** What the event touched (`appointment:12`…), from its detail. */
  object: text().nullable(),
  ip: text().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogPage = z.object({
  items: z.array(auditLogEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogPage>;
