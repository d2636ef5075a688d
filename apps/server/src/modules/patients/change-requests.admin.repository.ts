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
import { narrowQueue, statusQueuePage } from '../../platform/db/staff-queue';
import '../appointments/appointments.tables';
import '../booking-requests/booking-requests.tables';
import './patients.tables';
import '../portal/portal.tables';
import { bookingClinic, bookingKind, type ClinicFilter, iso } from './patients.admin.scope';

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
  /** Change requests with their booking's clinic, as a table the list filters, counts and pages. */
  function scoped(clinics: ClinicFilter, query: Pick<ListQuery, 'clinicId' | 'search'>, trx: Db = db) {
    const q = trx
      .with('r', (qb) =>
        qb
          .selectFrom('patientChangeRequest')
          .selectAll('patientChangeRequest')
          .select(bookingClinic('patientChangeRequest.bookingKey').as('clinicId')),
      )
      .selectFrom('r')
      .innerJoin('patient', 'patient.id', 'r.patientId')
      .leftJoin('clinic', 'clinic.id', 'r.clinicId');
    return narrowQueue(q, { clinic: 'r.clinicId', bookingKey: 'r.bookingKey' }, clinics, query);
  }

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

  return {
    async list(clinics: ClinicFilter, query: ListQuery) {
      const base = scoped(clinics, query);
      return statusQueuePage(
        query,
        { OPEN: 0, DONE: 0, REJECTED: 0 },
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

    /** What the policy check and audit row need: the booking's clinic and key. */
    async head(id: number, trx: Db = db) {
      return trx
        .selectFrom('patientChangeRequest')
        .select([
          'id',
          'bookingKey',
          'status',
          'patientId',
          bookingClinic('patientChangeRequest.bookingKey').as('clinicId'),
          bookingKind('patientChangeRequest.bookingKey').as('kind'),
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The request with the record's current values beside the requested ones. */
    async detail(id: number, trx: Db = db): Promise<ChangeRequestDetail | undefined> {
      const row = (await scoped({ all: true }, {}, trx)
        .select([...columns])
        .where('r.id', '=', id)
        .executeTakeFirst()) as Row | undefined;
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
