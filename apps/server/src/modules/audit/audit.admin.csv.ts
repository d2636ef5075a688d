import type { AuditLogEntry } from '@rb/contracts';
import { csvLine } from '../../platform/csv';

export const AUDIT_CSV_HEADER = csvLine([
  'id',
  'at',
  'actor_kind',
  'actor_ref',
  'actor_name',
  'action',
  'outcome',
  'booking_kind',
  'booking_ref',
  'patient_id',
  'patient_name',
  'object',
  'ip',
]);

export const auditCsvLine = (entry: AuditLogEntry) =>
  csvLine([
    entry.id,
    entry.at,
    entry.actorKind,
    entry.actorRef,
    entry.actorName,
    entry.action,
    entry.outcome,
    entry.bookingKind,
    entry.bookingRef,
    entry.patient?.id,
    entry.patient?.name,
    entry.object,
    entry.ip,
  ]);
