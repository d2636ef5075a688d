import {
  type ChangeRequestDetail,
  type ChangeRequestField,
  type ChangeRequestListItem,
  type ChangeRequestStatus,
  changeRequestFields,
  type changeRequestListQuery,
  type PatientChangeOrigin,
} from '@rb/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import '../appointments/appointments.tables';
import '../booking-requests/booking-requests.tables';
import './patients.tables';
import '../portal/portal.tables';
import { iso } from './patients.admin.scope';
import { createRequestQueue } from './request-queue.admin';

type ListQuery = z.output<typeof changeRequestListQuery>;
export type RequestedChanges = Partial<Record<ChangeRequestField, string | number>>;

export const changesOf = (raw: unknown): RequestedChanges =>
  (typeof raw === 'string' ? JSON.parse(raw) : raw) as RequestedChanges;

const fieldsOf = (changes: RequestedChanges) =>
  changeRequestFields.filter((field) => changes[field] !== undefined);

/** The booking a key names, as staff open it: an appointment's slug, else an enquiry's id. */
export async function bookingOf(db: Db, bookingKey: string) {
  const appointment = await db
    .selectFrom('appointment')
    .select('slug')
    .where('bookingKey', '=', bookingKey)
    .orderBy('id')
    .executeTakeFirst();
  const request = appointment
    ? undefined
    : await db
        .selectFrom('bookingRequest')
        .select('id')
        .where('bookingKey', '=', bookingKey)
        .executeTakeFirst();
  return {
    kind: appointment ? ('APPOINTMENT' as const) : ('BOOKING_REQUEST' as const),
    bookingKey,
    appointmentSlug: appointment?.slug ?? null,
    bookingRequestId: request?.id ?? null,
  };
}

export function createChangeRequestsRepository(db: Db) {
  const columns = [
    'r.id',
    'r.origin',
    'r.status',
    'r.bookingKey',
    'r.clinicId',
    'r.changes',
    'r.note',
    'r.createdAt',
    'r.patientId',
    'r.decidedAt',
    'r.decidedBy',
    'r.declineMessage',
    'clinic.name as clinicName',
    'patient.firstName',
    'patient.lastName',
  ] as const;

  type Row = {
    id: number;
    origin: PatientChangeOrigin;
    status: ChangeRequestStatus;
    bookingKey: string;
    clinicId: number | null;
    changes: unknown;
    note: string | null;
    createdAt: Date;
    patientId: number;
    decidedAt: Date | null;
    decidedBy: string | null;
    declineMessage: string | null;
    clinicName: string | null;
    firstName: string;
    lastName: string;
  };

  const toItem = (r: Row): ChangeRequestListItem => ({
    id: r.id,
    origin: r.origin,
    status: r.status,
    bookingKey: r.bookingKey,
    clinic: r.clinicId === null ? null : { id: r.clinicId, name: r.clinicName ?? '' },
    patientName: `${r.firstName} ${r.lastName}`,
    fields: fieldsOf(changesOf(r.changes)),
    createdAt: iso(r.createdAt),
  });

  /** Names of the reference list entries a change names (ethnicity, insurance type). */
  async function listName(trx: Db, table: 'ethnicity' | 'insuranceType', id: unknown) {
    if (id === null || id === undefined) return null;
    const row = await trx.selectFrom(table).select('name').where('id', '=', Number(id)).executeTakeFirst();
    return row?.name ?? String(id);
  }

  const queue = createRequestQueue<ChangeRequestStatus, ListQuery, Row, ChangeRequestListItem>(db, {
    table: 'patientChangeRequest',
    statuses: { OPEN: 0, DONE: 0, REJECTED: 0 },
    columns,
    toItem,
  });

  return {
    list: queue.list,
    head: queue.head,

    /** The request with the record's current values beside the requested ones. */
    async detail(id: number, trx: Db = db): Promise<ChangeRequestDetail | undefined> {
      const row = await queue.row(id, trx);
      if (!row) return undefined;
      const patient = await trx
        .selectFrom('patient')
        .select([
          'firstName',
          'lastName',
          'email',
          'contactNumber',
          'postalCode',
          'ethnicityId',
          'insuranceTypeId',
        ])
        .where('id', '=', row.patientId)
        .executeTakeFirstOrThrow();
      const changes = changesOf(row.changes);
      const values = [];
      for (const field of fieldsOf(changes)) {
        const list =
          field === 'ethnicityId' ? 'ethnicity' : field === 'insuranceTypeId' ? 'insuranceType' : null;
        const current = patient[field];
        values.push({
          field,
          current: list ? await listName(trx, list, current) : current === null ? null : String(current),
          requested: list ? await listName(trx, list, changes[field]) : String(changes[field]),
        });
      }
      return {
        ...toItem(row),
        patientId: row.patientId,
        booking: await bookingOf(trx, row.bookingKey),
        note: row.note,
        values,
        decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
        decidedBy: row.decidedBy,
        declineMessage: row.declineMessage,
      };
    },
  };
}

export type ChangeRequestsRepository = ReturnType<typeof createChangeRequestsRepository>;
