import type { MergedPatients } from '@rb/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { AuditOrigin, AuditService } from '../audit/audit.service';
import type { StaffPrincipal } from '../identity/identity.claims';
import type { PatientsAdminRepository } from './patients.admin.repository';
import type { ClinicFilter } from './patients.admin.scope';

/** Every column that points at a patient row, read from the catalogue so a table added later moves too. */
async function patientReferences(trx: Db) {
  const result = await sql<{ tableName: string; columnName: string }>`
    select cl.relname as "tableName", a.attname as "columnName"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'patient'::regclass
    order by 1, 2`.execute(trx);
  return result.rows;
}

/**
 * Merging two records of the same person (issue 14 §8): in one transaction every row naming the
 * duplicate (appointments, booking requests, change and contact requests, shares…) is moved to the
 * kept record, the duplicate is deleted and an audit row names both ids and what moved.
 */
export function createPatientsAdminService(
  deps: Pick<AppDeps, 'db' | 'log'>,
  repository: PatientsAdminRepository,
  ports: { audit: AuditService },
) {
  return {
    merge(
      keepId: number,
      duplicateId: number,
      clinics: ClinicFilter,
      principal: StaffPrincipal,
      origin: AuditOrigin,
    ): Promise<MergedPatients> {
      if (keepId === duplicateId) return Promise.reject(new AppError(409, 'message.patient_merge_same'));
      return deps.db.transaction().execute(async (trx) => {
        // Both rows locked in id order, so two merges of the same pair cannot deadlock or interleave.
        const rows = await trx
          .selectFrom('patient')
          .select(['id', sql<string>`date_of_birth::text`.as('dateOfBirth')])
          .where('id', 'in', [keepId, duplicateId])
          .orderBy('id')
          .forUpdate()
          .execute();
        const keep = rows.find((r) => r.id === keepId);
        const duplicate = rows.find((r) => r.id === duplicateId);
        if (!keep || !duplicate) throw notFound();
        // Records of one person share the date of birth; anything else is two people.
        if (String(keep.dateOfBirth) !== String(duplicate.dateOfBirth)) {
          throw new AppError(409, 'message.patient_merge_mismatch');
        }
        const moved = { appointments: 0, bookingRequests: 0, other: 0 };
        for (const { tableName, columnName } of await patientReferences(trx)) {
          const result = await sql`update ${sql.table(tableName)} set ${sql.ref(columnName)} = ${keepId}
            where ${sql.ref(columnName)} = ${duplicateId}`.execute(trx);
          const count = Number(result.numAffectedRows ?? 0);
          if (tableName === 'appointment') moved.appointments += count;
          else if (tableName === 'booking_request') moved.bookingRequests += count;
          else moved.other += count;
        }
        await trx.deleteFrom('patient').where('id', '=', duplicateId).execute();
        await ports.audit.record(trx, {
          actorKind: 'STAFF',
          actorRef: principal.subject,
          booking: null,
          action: 'staff.patient.merge',
          outcome: 'SUCCESS',
          origin,
          detail: { object: `patient:${keepId}`, merged: `patient:${duplicateId}`, moved },
        });
        deps.log.info({ keepId, duplicateId, moved }, 'patients merged');
        const patient = await repository.detail(keepId, clinics, trx);
        if (!patient) throw notFound();
        return { patient, moved };
      });
    },
  };
}

export type PatientsAdminService = ReturnType<typeof createPatientsAdminService>;
