import type { AuditLogEntry, AuditLogFilters, AuditLogPageQuery } from '@rb/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { contains } from '../../platform/db/staff-queue';
import './audit.tables';
import '../identity/identity.tables';
import '../patients/patients.tables';

const prefix = (search: string) => `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Filters = AuditLogFilters;
type AuditEb = ExpressionBuilder<Database, 'auditEvent'>;

/** Booking keys of the patients matching a text (name, email, booking key) or of one patient. */
function bookingKeysOf(eb: AuditEb, match: { text?: string; patientId?: number }) {
  const where = (table: 'appointment' | 'bookingRequest') => {
    let q = eb
      .selectFrom(table)
      .innerJoin('patient', 'patient.id', `${table}.patientId`)
      .select(`${table}.bookingKey as key`);
    if (match.patientId !== undefined) q = q.where('patient.id', '=', match.patientId);
    if (match.text !== undefined) {
      const pattern = contains(match.text);
      q = q.where((w) =>
        w.or([
          w(sql`lower(patient.first_name || ' ' || patient.last_name)`, 'like', pattern),
          w(sql`lower(patient.last_name || ' ' || patient.first_name)`, 'like', pattern),
          w(sql`lower(coalesce(patient.email, ''))`, 'like', pattern),
          w(`${table}.bookingKey`, '=', match.text as string),
        ]),
      );
    }
    return q;
  };
  return where('appointment').union(where('bookingRequest'));
}

/**
 * The audit log for admins (issue 14 §9): every event, staff's and patients' own, filtered in SQL,
 * newest first. Paging by page number for the screen; the export walks the same filter by id.
 */
export function createAuditLogRepository(db: Db) {
  function filtered(filters: Filters) {
    let q = db.selectFrom('auditEvent');
    if (filters.patient !== undefined) {
      const text = filters.patient;
      q = q.where((eb) => eb('auditEvent.bookingRef', 'in', bookingKeysOf(eb, { text })));
    }
    if (filters.patientId !== undefined) {
      const patientId = filters.patientId;
      q = q.where((eb) => eb('auditEvent.bookingRef', 'in', bookingKeysOf(eb, { patientId })));
    }
    if (filters.user !== undefined) {
      const pattern = contains(filters.user);
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(coalesce(audit_event.actor_ref, ''))`, 'like', pattern),
          eb(
            'auditEvent.actorRef',
            'in',
            eb
              .selectFrom('staffUser')
              .select('staffUser.id')
              .where((w) =>
                w.or([
                  w(sql`lower(staff_user.username)`, 'like', pattern),
                  w(sql`lower(staff_user.email)`, 'like', pattern),
                ]),
              ),
          ),
        ]),
      );
    }
    if (filters.actorKind !== undefined) q = q.where('auditEvent.actorKind', '=', filters.actorKind);
    if (filters.action !== undefined) q = q.where('auditEvent.action', 'like', prefix(filters.action));
    if (filters.from !== undefined) q = q.where('auditEvent.at', '>=', new Date(filters.from));
    if (filters.to !== undefined) q = q.where('auditEvent.at', '<', new Date(filters.to));
    return q;
  }

  const columns = [
    'auditEvent.id',
    'auditEvent.at',
    'auditEvent.actorKind',
    'auditEvent.actorRef',
    'auditEvent.action',
    'auditEvent.outcome',
    'auditEvent.bookingKind',
    'auditEvent.bookingRef',
    'auditEvent.ip',
    sql<string | null>`audit_event.detail->>'object'`.as('object'),
  ] as const;

  type Row = {
    id: number | string;
    at: Date | string;
    actorKind: AuditLogEntry['actorKind'];
    actorRef: string | null;
    action: string;
    outcome: string;
    bookingKind: AuditLogEntry['bookingKind'];
    bookingRef: string | null;
    ip: string | null;
    object: string | null;
  };

  /** Rows with the patient of their booking and the name of their staff actor, in two reads. */
  async function toEntries(rows: Row[]): Promise<AuditLogEntry[]> {
    const refs = [...new Set(rows.map((r) => r.bookingRef).filter((r): r is string => r !== null))];
    const actors = [...new Set(rows.map((r) => r.actorRef).filter((r): r is string => r !== null))];
    const patients = new Map<string, { id: number; name: string }>();
    if (refs.length) {
      const owners = await db
        .selectFrom('appointment')
        .innerJoin('patient', 'patient.id', 'appointment.patientId')
        .select(['appointment.bookingKey as key', 'patient.id', 'patient.firstName', 'patient.lastName'])
        .where('appointment.bookingKey', 'in', refs)
        .union(
          db
            .selectFrom('bookingRequest')
            .innerJoin('patient', 'patient.id', 'bookingRequest.patientId')
            .select([
              'bookingRequest.bookingKey as key',
              'patient.id',
              'patient.firstName',
              'patient.lastName',
            ])
            .where('bookingRequest.bookingKey', 'in', refs),
        )
        .execute();
      for (const o of owners) {
        if (!patients.has(o.key)) patients.set(o.key, { id: o.id, name: `${o.firstName} ${o.lastName}` });
      }
    }
    const names = new Map<string, string>();
    if (actors.length) {
      const users = await db
        .selectFrom('staffUser')
        .select(['id', 'username'])
        .where('id', 'in', actors)
        .execute();
      for (const u of users) names.set(u.id, u.username);
    }
    return rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      actorKind: row.actorKind,
      actorRef: row.actorRef,
      actorName: row.actorRef ? (names.get(row.actorRef) ?? null) : null,
      action: row.action,
      outcome: row.outcome,
      bookingKind: row.bookingKind,
      bookingRef: row.bookingRef,
      patient: row.bookingRef ? (patients.get(row.bookingRef) ?? null) : null,
      object: row.object,
      ip: row.ip,
    }));
  }

  return {
    async page(query: AuditLogPageQuery) {
      const base = filtered(query);
      const [{ total }] = (await base.select((eb) => eb.fn.countAll<string>().as('total')).execute()) as [
        { total: string },
      ];
      const rows = await base
        .select(columns)
        .orderBy('auditEvent.id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return {
        items: await toEntries(rows as Row[]),
        total: Number(total),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every matching entry, newest first, read in batches by id so memory stays flat. */
    async *all(filters: Filters, batchSize = 500): AsyncGenerator<AuditLogEntry> {
      let before: number | undefined;
      for (;;) {
        let q = filtered(filters).select(columns);
        if (before !== undefined) q = q.where('auditEvent.id', '<', before);
        const rows = (await q.orderBy('auditEvent.id', 'desc').limit(batchSize).execute()) as Row[];
        if (rows.length === 0) return;
        yield* await toEntries(rows);
        before = Number((rows[rows.length - 1] as Row).id);
        if (rows.length < batchSize) return;
      }
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
