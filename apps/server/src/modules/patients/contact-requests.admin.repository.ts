import type {
  ContactRequestDetail,
  ContactRequestListItem,
  ContactRequestStatus,
  contactRequestListQuery,
} from '@rb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import './patients.tables';
import './contact-requests.tables';
import { bookingOf } from './change-requests.admin.repository';
import { iso } from './patients.admin.scope';
import { createRequestQueue } from './request-queue.admin';

type ListQuery = z.output<typeof contactRequestListQuery>;

export function createContactRequestsRepository(db: Db) {
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

  const queue = createRequestQueue<ContactRequestStatus, ListQuery, Row, ContactRequestListItem>(db, {
    table: 'staffContactRequest',
    statuses: { OPEN: 0, CLAIMED: 0, DONE: 0 },
    columns,
    toItem,
    narrow: (query) => (query.kind ? sql<boolean>`r.kind = ${query.kind}` : undefined),
  });

  return {
    list: queue.list,
    head: queue.head,

    async detail(id: number, trx: Db = db): Promise<ContactRequestDetail | undefined> {
      const row = await queue.row(id, trx);
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
