import type { Db } from '../../platform/db/database';
import type { AuditActorKind } from './audit.tables';
import './audit.tables';

export interface AuditEventRow {
  id: number;
  at: string;
  actorKind: AuditActorKind;
  actorRef: string | null;
  bookingKind: 'APPOINTMENT' | 'BOOKING_REQUEST' | null;
  bookingRef: string | null;
  action: string;
  outcome: string;
  ip: string | null;
  requestId: string | null;
  detail: Record<string, unknown> | null;
}

export type NewAuditEvent = Omit<AuditEventRow, 'id'>;

export function createAuditRepository(db: Db) {
  return {
    async append(event: NewAuditEvent, trx: Db = db): Promise<void> {
      await trx
        .insertInto('auditEvent')
        .values({ ...event, detail: event.detail ? JSON.stringify(event.detail) : null })
        .execute();
    },

    /** Events of one booking, oldest first (for staff screens and tests). */
    async listForBooking(bookingRef: string, trx: Db = db): Promise<AuditEventRow[]> {
      const rows = await trx
        .selectFrom('auditEvent')
        .selectAll()
        .where('bookingRef', '=', bookingRef)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        at: new Date(row.at).toISOString(),
        detail: (row.detail as Record<string, unknown> | null) ?? null,
      }));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
