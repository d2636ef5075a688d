import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { type AuditRepository, createAuditRepository } from './audit.repository';
import type { AuditActorKind } from './audit.tables';

/** Where a request came from, as the audit records it. */
export interface AuditOrigin {
  ip: string | null;
  requestId: string | null;
}

export interface AuditEntry {
  actorKind: AuditActorKind;
  actorRef?: string | null;
  booking?: { kind: 'APPOINTMENT' | 'BOOKING_REQUEST'; ref: string } | null;
  /** What was attempted, dotted: `patient_auth.dob`, `patient_auth.code`… */
  action: string;
  /** SUCCESS, FAILURE, LOCKED, … */
  outcome: string;
  origin: AuditOrigin;
  /** Extra facts; never patient data. */
  detail?: Record<string, unknown>;
}

/**
 * The one way to write the audit trail. Callers pass their transaction so the audit row commits (or
 * rolls back) together with the change it describes.
 */
export function createAuditService(deps: Pick<AppDeps, 'db' | 'clock'>, repository?: AuditRepository) {
  const repo = repository ?? createAuditRepository(deps.db);
  return {
    async record(trx: Db, entry: AuditEntry): Promise<void> {
      await repo.append(
        {
          at: deps.clock.now().toISOString(),
          actorKind: entry.actorKind,
          actorRef: entry.actorRef ?? null,
          bookingKind: entry.booking?.kind ?? null,
          bookingRef: entry.booking?.ref ?? null,
          action: entry.action,
          outcome: entry.outcome,
          ip: entry.origin.ip,
          requestId: entry.origin.requestId,
          detail: entry.detail ?? null,
        },
        trx,
      );
    },

    listForBooking: (bookingRef: string) => repo.listForBooking(bookingRef),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
