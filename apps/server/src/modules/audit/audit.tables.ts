import type { ColumnType, GeneratedAlways } from 'kysely';

export type AuditActorKind = 'ANONYMOUS' | 'PATIENT' | 'STAFF' | 'REFERRER' | 'SYSTEM';

/** One audited event. Append-only: the database refuses updates and deletes. */
export interface AuditEventTable {
  id: GeneratedAlways<number>;
  at: ColumnType<Date, Date | string, never>;
  actorKind: AuditActorKind;
  actorRef: string | null;
  bookingKind: 'APPOINTMENT' | 'BOOKING_REQUEST' | null;
  bookingRef: string | null;
  action: string;
  outcome: string;
  ip: string | null;
  requestId: string | null;
  detail: ColumnType<unknown, string | null, never>;
}

declare module '../../platform/db/schema' {
  interface Database {
    auditEvent: AuditEventTable;
  }
}
