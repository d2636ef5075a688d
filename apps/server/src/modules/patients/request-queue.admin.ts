import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import {
  type ClinicFilter,
  narrowQueue,
  type StatusQueueQuery,
  statusQueuePage,
} from '../../platform/db/staff-queue';
import './patients.tables';
import './contact-requests.tables';
import '../portal/portal.tables';
import { bookingClinic, bookingKind } from './patients.admin.scope';

/** The tables of the staff queues about a booking: what patients asked from the portal. */
export type RequestQueueTable = 'patientChangeRequest' | 'staffContactRequest';

type Narrowing = { clinicId?: number; search?: string };

/**
 * One staff queue of requests about a booking (issue 38): each row as `r` with its booking's clinic,
 * joined with its patient and (left) clinic, narrowed to the caller's clinics, the asked clinic and
 * the search text; pages of one status with every status's count; one row; and the head the policy
 * check and audit row need. Change requests and call-back requests are two of these; enquiries
 * narrow and page the same way (`narrowQueue`), counting by their computed triage state.
 */
export function createRequestQueue<S extends string, Q extends StatusQueueQuery<S> & Narrowing, Row, Item>(
  db: Db,
  spec: {
    table: RequestQueueTable;
    /** Every status at zero: the tabs' counts before the rows are counted. */
    statuses: Record<S, number>;
    /** The columns of a row, as `r.*`, `clinic.*` and `patient.*` selections. */
    columns: readonly string[];
    toItem: (row: Row) => Item;
    /** A queue's own narrowing (the kind of a contact request), beside clinic and search. */
    narrow?: (query: Partial<Q>) => Expression<SqlBool> | undefined;
  },
) {
  // Both tables have what the queue reads (id, booking key, patient, status, creation time); the
  // builder is typed as the first, and the rows as the caller's own Row (the columns are its).
  const table = spec.table as 'patientChangeRequest';

  function scoped(clinics: ClinicFilter, query: Partial<Q>, trx: Db = db) {
    let q = trx
      .with('r', (qb) =>
        qb
          .selectFrom(table)
          .selectAll(table)
          .select(bookingClinic(`${spec.table}.bookingKey`).as('clinicId')),
      )
      .selectFrom('r')
      .innerJoin('patient', 'patient.id', 'r.patientId')
      .leftJoin('clinic', 'clinic.id', 'r.clinicId');
    const own = spec.narrow?.(query);
    if (own) q = q.where(own);
    return narrowQueue(q, { clinic: 'r.clinicId', bookingKey: 'r.bookingKey' }, clinics, query);
  }

  const columns = spec.columns as unknown as readonly ['r.id'];

  return {
    /** One page of the rows of the asked status, with every status's count (the list contracts). */
    async list(clinics: ClinicFilter, query: Q) {
      const base = scoped(clinics, query);
      return statusQueuePage(
        query,
        spec.statuses,
        {
          counts: () =>
            base
              .select(['r.status', (eb) => eb.fn.countAll<string>().as('count')])
              .groupBy('r.status')
              .execute(),
          rows: async (order, limit, offset) =>
            (await base
              .select([...columns])
              .where(sql<boolean>`r.status = ${query.status}`)
              .orderBy(order)
              .limit(limit)
              .offset(offset)
              .execute()) as Row[],
        },
        spec.toItem,
      );
    },

    /** One request with the list's columns, whichever clinic it is of. */
    async row(id: number, trx: Db = db): Promise<Row | undefined> {
      return (await scoped({ all: true }, {}, trx)
        .select([...columns])
        .where('r.id', '=', id)
        .executeTakeFirst()) as Row | undefined;
    },

    /** What the policy check and audit row need: the booking's clinic, key and kind. */
    async head(id: number, trx: Db = db) {
      return trx
        .selectFrom(table)
        .select([
          'id',
          'bookingKey',
          'status',
          'patientId',
          bookingClinic(`${spec.table}.bookingKey`).as('clinicId'),
          bookingKind(`${spec.table}.bookingKey`).as('kind'),
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
