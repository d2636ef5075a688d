import type { AuditLogEntry } from '@rb/contracts';

/** Leading characters a spreadsheet would read as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled; a
 * value a spreadsheet would run as a formula is prefixed with an apostrophe so it stays text.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: (string | number | null | undefined)[]) =>
  `${fields.map(csvField).join(',')}\r\n`;

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
