import type { FieldError } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { validationFailed } from '../../platform/errors';
import type { AuditOrigin, AuditService } from '../audit/audit.service';

export interface CatalogActor {
  subject: string;
  roles: string[];
  origin: AuditOrigin;
  /**
   * Set by the catalogue import: each write runs in the import's one transaction, and the clinics
   * it touches are collected for the import's one audit row and notice instead of its own.
   */
  within?: { trx: Db; clinicIds: Set<number | null> };
}

export function refuse(errors: FieldError[]) {
  if (errors.length) throw validationFailed(errors);
}

/** A unique index refused a path or slug another write took meanwhile: the same answer as the check. */
export function duplicateAs(field: string) {
  return (error: unknown) => {
    if ((error as { code?: unknown })?.code === '23505')
      throw validationFailed([{ field, message: 'message.catalog_path_taken' }]);
    throw error;
  };
}

/**
 * One catalogue change as staff make it (issue 39): one transaction holding the change, its links and
 * its audit row (who, roles, before, after); each clinic it touches is announced so every instance
 * forgets its cached clinics and slots, and this instance forgets at once after the commit.
 */
export function createCatalogWrite(
  deps: Pick<AppDeps, 'db'>,
  collaborators: {
    audit: AuditService;
    /** Queues the cross-instance notice in the transaction (scheduling's channel). */
    announce: (trx: Db, clinicId: number | null) => Promise<void>;
    /** This instance's caches of clinics, exams and slots. */
    changed: () => void;
  },
) {
  const { audit } = collaborators;
  return async function write<T>(
    actor: CatalogActor,
    action: string,
    work: (trx: Db) => Promise<{ before: unknown; after: T; clinicIds?: (number | null)[] }>,
  ): Promise<T> {
    if (actor.within) {
      const done = await work(actor.within.trx);
      for (const clinicId of done.clinicIds ?? [null]) actor.within.clinicIds.add(clinicId);
      return done.after;
    }
    const result = await deps.db.transaction().execute(async (trx) => {
      const done = await work(trx);
      await audit.record(trx, {
        actorKind: 'STAFF',
        actorRef: actor.subject,
        action: `catalog.${action}`,
        outcome: 'SUCCESS',
        origin: actor.origin,
        detail: { roles: actor.roles, before: done.before ?? null, after: done.after },
      });
      for (const clinicId of done.clinicIds ?? [null]) await collaborators.announce(trx, clinicId);
      return done.after;
    });
    collaborators.changed();
    return result;
  };
}

export type CatalogWrite = ReturnType<typeof createCatalogWrite>;
