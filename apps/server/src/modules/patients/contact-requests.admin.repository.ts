import type {
  ContactRequestDetail,
  ContactRequestListItem,
  ContactRequestStatus,
  contactRequestListQuery,
} from '@rb/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { narrowQueue, statusQueuePage } from '../../platform/db/staff-queue';
import './patients.tables';
import './contact-requests.tables';
import { bookingOf } from './change-requests.admin.repository';
import { bookingClinic, bookingKind, type ClinicFilter, iso } from './patients.admin.scope';

type ListQuery = z.output<typeof contactRequestListQuery>;

export function createContactRequestsRepository(db: Db) {
  function scoped(
    clinics: ClinicFilter,
    query: Pick<ListQuery, 'clinicId' | 'search' | 'kind'>,
    trx: Db = db,
  ) {
    let q = trx
      .with('r', (qb) =>
        qb
          .selectFrom('staffContactRequest')
          .selectAll('staffContactRequest')
          .select(bookingClinic('staffContactRequest.bookingKey').as('clinicId')),
      )
      .selectFrom('r')
      .innerJoin('patient', 'patient.id', 'r.patientId')
      .leftJoin('clinic', 'clinic.id', 'r.clinicId');
    if (query.kind) q = q.where('r.kind', '=', query.kind);
    return narrowQueue(q, { clinic: 'r.clinicId', bookingKey: 'r.bookingKey' }, clinics, query);
  }

  const columns = [
    'r.id',
    'r.kind',
    'r.status',
    'r.bookingKey',
    'r.clinicId',
    'r.contactNumber',
    'r.message',
    'r.claimedBy',
    'r.claimedAt',
    'r.doneAt',
    'r.createdAt',
    'r.patientId',
    'clinic.name as clinicName',
    'patient.firstName',
    'patient.lastName',
    'patient.contactNumber as patientNumber',
  ] as const;

  type Row = {
    id: number;
    kind: 'CALLBACK' | 'CALL_CENTRE';
    status: ContactRequestStatus;
    bookingKey: string;
    clinicId: number | null;
    contactNumber: string | null;
    message: string | null;
    claimedBy: string | null;
    claimedAt: Date | null;
    doneAt: Date | null;
    createdAt: Date;
    patientId: number;
    clinicName: string | null;
    firstName: string;
    lastName: string;
    patientNumber: string | null;
  };

  const toItem = (r: Row): ContactRequestListItem => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    bookingKey: r.bookingKey,
    clinic: r.clinicId === null ? null : { id: r.clinicId, name: r.clinicName ?? '' },
    patientName: `${r.firstName} ${r.lastName}`,
    // The number the patient asked to be called on, else the one on their record.
    contactNumber: r.contactNumber ?? r.patientNumber,
    message: r.message,
    claimedBy: r.claimedBy,
    createdAt: iso(r.createdAt),
  });

  return {
    async list(clinics: ClinicFilter, query: ListQuery) {
      const base = scoped(clinics, query);
      return statusQueuePage(
        query,
        { OPEN: 0, CLAIMED: 0, DONE: 0 },
        {
          counts: () =>
            base
              .select(['r.status', (eb) => eb.fn.countAll<string>().as('count')])
              .groupBy('r.status')
              .execute(),
          rows: async (order, limit, offset) =>
            (await base
              .select([...columns])
              .where('r.status', '=', query.status)
              .orderBy(order)
              .limit(limit)
              .offset(offset)
              .execute()) as Row[],
        },
        toItem,
      );
    },

    async head(id: number, trx: Db = db) {
      return trx
        .selectFrom('staffContactRequest')
        .select([
          'id',
          'bookingKey',
          'status',
          bookingClinic('staffContactRequest.bookingKey').as('clinicId'),
          bookingKind('staffContactRequest.bookingKey').as('kind'),
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async detail(id: number, trx: Db = db): Promise<ContactRequestDetail | undefined> {
      const row = (await scoped({ all: true }, {}, trx)
        .select([...columns])
        .where('r.id', '=', id)
        .executeTakeFirst()) as Row | undefined;
      if (!row) return undefined;
      const notes = await trx
        .selectFrom('staffContactNote')
        .select(['id', 'note', 'staffSubject', 'createdAt'])
        .where('requestId', '=', id)
        .orderBy('id')
        .execute();
      return {
        ...toItem(row),
        patientId: row.patientId,
        booking: await bookingOf(trx, row.bookingKey),
        claimedAt: row.claimedAt ? iso(row.claimedAt) : null,
        doneAt: row.doneAt ? iso(row.doneAt) : null,
        notes: notes.map((n) => ({ ...n, createdAt: iso(n.createdAt) })),
      };
    },
  };
}

export type ContactRequestsRepository = ReturnType<typeof createContactRequestsRepository>;
