import {
  type EnquiryDetail,
  type EnquiryListItem,
  type EnquiryStateCounts,
  type EnquiryTriageState,
  type enquiryListQuery,
  examNameWithModality,
} from '@rb/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { z } from 'zod';
import { joinModality } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { type ClinicFilter, narrowQueue } from '../../platform/db/staff-queue';
import './booking-requests.tables';
import '../questionnaires/questionnaires.tables';
import './booking-request-calls.tables';

type ListQuery = z.output<typeof enquiryListQuery>;

export type { ClinicFilter };

const CLOSED = ['CANCELED', 'DELETED', 'REMOVED_BY_OPERATOR'] as const;

/** The triage state of an enquiry row, computed in SQL so filtering, counting and paging agree. */
const triageState = (eb: ExpressionBuilder<Database, 'bookingRequest'>) =>
  sql<EnquiryTriageState>`case
    when ${eb.ref('bookingRequest.status')} in ('CANCELED', 'DELETED', 'REMOVED_BY_OPERATOR') then 'CLOSED'
    when ${eb.ref('bookingRequest.status')} = 'BOOKED' then 'BOOKED'
    when ${eb.ref('bookingRequest.status')} = 'ON_HOLD' then 'WAITING_FOR_PROTOCOL'
    when exists (select 1 from booking_request_call c where c.booking_request_id = ${eb.ref('bookingRequest.id')})
      then 'CONTACTED'
    else 'NEW' end`;

const iso = (value: Date | string) => new Date(value).toISOString();

export function createEnquiryTriageRepository(db: Db) {
  /** The enquiries a caller may see, narrowed by clinic and search, before any state filter. */
  function scoped(clinics: ClinicFilter, query: Pick<ListQuery, 'clinicId' | 'search'>) {
    const q = db
      .selectFrom('bookingRequest')
      .innerJoin('patient', 'patient.id', 'bookingRequest.patientId')
      .leftJoin('clinic', 'clinic.id', 'bookingRequest.clinicId');
    return narrowQueue(
      q,
      { clinic: 'bookingRequest.clinicId', bookingKey: 'bookingRequest.bookingKey' },
      clinics,
      query,
    );
  }

  async function examsOf(ids: number[], trx: Db = db) {
    if (ids.length === 0) return new Map<number, EnquiryListItem['exams']>();
    const rows = await trx
      .selectFrom('bookingRequestExam')
      .innerJoin('exam', 'exam.id', 'bookingRequestExam.examId')
      .$call(joinModality)
      .select([
        'bookingRequestExam.bookingRequestId',
        'exam.slug',
        'exam.name',
        'modality.name as modalityName',
      ])
      .where('bookingRequestExam.bookingRequestId', 'in', ids)
      .orderBy('exam.name')
      .execute();
    const byRequest = new Map<number, EnquiryListItem['exams']>();
    for (const row of rows) {
      const list = byRequest.get(row.bookingRequestId) ?? [];
      list.push({
        slug: row.slug,
        name: row.name,
        nameWithModality: examNameWithModality(row.modalityName, row.name),
      });
      byRequest.set(row.bookingRequestId, list);
    }
    return byRequest;
  }

  const listColumns = [
    'bookingRequest.id',
    'bookingRequest.bookingKey',
    'bookingRequest.status',
    'bookingRequest.type',
    'bookingRequest.clinicId',
    'bookingRequest.createdAt',
    'bookingRequest.updatedAt',
    'clinic.name as clinicName',
    'patient.firstName',
    'patient.lastName',
  ] as const;

  type ListRow = {
    id: number;
    bookingKey: string;
    status: string;
    type: string;
    clinicId: number | null;
    createdAt: Date;
    updatedAt: Date;
    clinicName: string | null;
    firstName: string;
    lastName: string;
    state: EnquiryTriageState;
  };

  async function toItems(rows: ListRow[], trx: Db = db): Promise<EnquiryListItem[]> {
    const exams = await examsOf(
      rows.map((r) => r.id),
      trx,
    );
    return rows.map((r) => ({
      id: r.id,
      bookingKey: r.bookingKey,
      state: r.state,
      status: r.status,
      type: r.type,
      clinic: r.clinicId === null ? null : { id: r.clinicId, name: r.clinicName ?? '' },
      patientName: `${r.firstName} ${r.lastName}`,
      exams: exams.get(r.id) ?? [],
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }));
  }

  return {
    async list(clinics: ClinicFilter, query: ListQuery) {
      const base = scoped(clinics, query);
      const countRows = await base
        .select((eb) => [triageState(eb).as('state'), eb.fn.countAll<string>().as('count')])
        .groupBy(sql`1`) // by the computed state: a bare "state" would name clinic.state
        .execute();
      const counts: EnquiryStateCounts = {
        NEW: 0,
        WAITING_FOR_PROTOCOL: 0,
        CONTACTED: 0,
        BOOKED: 0,
        CLOSED: 0,
      };
      for (const row of countRows) counts[row.state] = Number(row.count);
      const total = query.state ? counts[query.state] : Object.values(counts).reduce((a, b) => a + b, 0);

      const sortColumn = {
        createdAt: sql`booking_request.created_at`,
        updatedAt: sql`booking_request.updated_at`,
        patientName: sql`lower(patient.last_name || ' ' || patient.first_name)`,
        clinicName: sql`clinic.name`,
      }[query.sort];
      const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
      let rows = base.select((eb) => [...listColumns, triageState(eb).as('state')]);
      if (query.state) rows = rows.where((eb) => eb(triageState(eb), '=', query.state as EnquiryTriageState));
      const page = await rows
        .orderBy(sql`${sortColumn} ${direction} nulls last`)
        .orderBy('bookingRequest.id', query.direction)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return {
        items: await toItems(page as ListRow[]),
        total,
        page: query.page,
        pageSize: query.pageSize,
        counts,
      };
    },

    /** Id, clinic and key of an enquiry: what the policy check and audit row need. */
    async head(id: number, trx: Db = db) {
      return trx
        .selectFrom('bookingRequest')
        .select(['id', 'clinicId', 'bookingKey', 'status', 'patientId'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async clinicOfDevice(deviceId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('device')
        .select('clinicId')
        .where('id', '=', deviceId)
        .executeTakeFirst();
      return row?.clinicId;
    },

    async detail(id: number, trx: Db = db): Promise<EnquiryDetail | undefined> {
      const row = await trx
        .selectFrom('bookingRequest')
        .innerJoin('patient', 'patient.id', 'bookingRequest.patientId')
        .leftJoin('clinic', 'clinic.id', 'bookingRequest.clinicId')
        .leftJoin('appointment', 'appointment.id', 'bookingRequest.appointmentId')
        .select((eb) => [
          ...listColumns,
          triageState(eb).as('state'),
          'patient.dateOfBirth',
          sql<string>`patient.date_of_birth::text`.as('dob'),
          'patient.email',
          'patient.contactNumber',
          'bookingRequest.notes',
          'bookingRequest.preferredDates',
          'bookingRequest.closeReason',
          'appointment.slug as appointmentSlug',
          'appointment.bookingKey as appointmentKey',
        ])
        .where('bookingRequest.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const [item] = await toItems([row as unknown as ListRow], trx);
      const referrals = await trx
        .selectFrom('attachment')
        .select(['id', 'fileName', 'contentType', 'size'])
        .where('bookingRequestId', '=', id)
        .orderBy('id')
        .execute();
      const answers = await trx
        .selectFrom('questionnaireAnswer')
        .innerJoin('questionnaire', 'questionnaire.id', 'questionnaireAnswer.questionnaireId')
        .select(['questionnaire.title', 'questionnaireAnswer.result', 'questionnaireAnswer.createdAt'])
        .where('questionnaireAnswer.bookingRequestId', '=', id)
        .orderBy('questionnaireAnswer.id')
        .execute();
      const calls = await trx
        .selectFrom('bookingRequestCall')
        .select(['id', 'outcome', 'note', 'staffSubject', 'createdAt'])
        .where('bookingRequestId', '=', id)
        .orderBy('id')
        .execute();
      return {
        ...(item as EnquiryListItem),
        patient: {
          firstName: row.firstName,
          lastName: row.lastName,
          dateOfBirth: row.dob,
          email: row.email ?? '',
          contactNumber: row.contactNumber,
        },
        notes: row.notes,
        preferredDates: row.preferredDates,
        closeReason: row.closeReason,
        referrals: referrals.map((r) => ({
          id: r.id,
          fileName: r.fileName,
          contentType: r.contentType,
          sizeBytes: r.size,
        })),
        answers: answers.map((a) => ({
          questionnaireTitle: String(a.title),
          answers: (typeof a.result === 'string' ? JSON.parse(a.result) : a.result) as Record<
            string,
            unknown
          >,
          createdAt: iso(a.createdAt),
        })),
        calls: calls.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
        appointment:
          row.appointmentSlug && row.appointmentKey
            ? { slug: row.appointmentSlug, bookingKey: row.appointmentKey }
            : null,
      };
    },
  };
}

export type EnquiryTriageRepository = ReturnType<typeof createEnquiryTriageRepository>;
export const closedStatuses = CLOSED;
