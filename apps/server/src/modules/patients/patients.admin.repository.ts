import {
  type AdminPatientDetail,
  type AdminPatientSummary,
  examNameWithModality,
  type patientSearchQuery,
} from '@rb/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { z } from 'zod';
import { joinAppointmentExam } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { patientHasBooking } from '../../platform/db/staff-queue';
import '../appointments/appointments.tables';
import '../booking-requests/booking-requests.tables';
import './patients.tables';
import '../portal/portal.tables';
import './contact-requests.tables';
import { type ClinicFilter, contains, inFilter, iso } from './patients.admin.scope';

type SearchQuery = z.output<typeof patientSearchQuery>;

const isoDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** Appointments and booking requests of the patient row `patient.id` inside the clinics. */
function visibleBookings(eb: ExpressionBuilder<Database, 'patient'>, clinics: ClinicFilter) {
  const ids = clinics.all ? null : clinics.clinicIds;
  const appointments = eb
    .selectFrom('appointment')
    .select(sql<number>`count(*)`.as('n'))
    .whereRef('appointment.patientId', '=', 'patient.id');
  const requests = eb
    .selectFrom('bookingRequest')
    .select(sql<number>`count(*)`.as('n'))
    .whereRef('bookingRequest.patientId', '=', 'patient.id');
  if (ids === null) return sql<string>`(${appointments}) + (${requests})`;
  return sql<string>`(${ids.length ? appointments.where('appointment.clinicId', 'in', ids) : appointments.where(sql<boolean>`false`)})
    + (${requests.where((w) =>
      ids.length
        ? w.or([w('bookingRequest.clinicId', 'in', ids), w('bookingRequest.clinicId', 'is', null)])
        : w('bookingRequest.clinicId', 'is', null),
    )})`;
}

export function createPatientsAdminRepository(db: Db) {
  return {
    /** Patients matching every given criterion; clinic staff find only patients with a booking of theirs. */
    async search(clinics: ClinicFilter, query: SearchQuery) {
      let q = db.selectFrom('patient');
      if (query.name) {
        q = q.where(sql`lower(patient.first_name || ' ' || patient.last_name)`, 'like', contains(query.name));
      }
      if (query.dateOfBirth) q = q.where('patient.dateOfBirth', '=', query.dateOfBirth);
      if (query.email) q = q.where(sql`lower(coalesce(patient.email, ''))`, 'like', contains(query.email));
      const digits = query.phone?.replace(/\D/g, '');
      if (digits) {
        q = q.where(
          sql`regexp_replace(coalesce(patient.contact_number, ''), '\\D', '', 'g')`,
          'like',
          `%${digits}%`,
        );
      }
      if (query.bookingKey) {
        const key = query.bookingKey;
        q = q.where((eb) => patientHasBooking(eb, { bookingKey: key }));
      }
      const withCount = db
        .selectFrom(
          q
            .select((eb) => [
              'patient.id',
              'patient.firstName',
              'patient.lastName',
              sql<string>`patient.date_of_birth::text`.as('dateOfBirth'),
              'patient.email',
              'patient.contactNumber',
              visibleBookings(eb, clinics).as('bookings'),
            ])
            .as('p'),
        )
        // Staff see patients of their clinics only; the admin sees every record, booked or not.
        .where((eb) => (clinics.all ? eb.val(true) : eb('p.bookings', '>', sql<string>`0`)));
      const total = await withCount
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await withCount
        .selectAll('p')
        .orderBy(sql`lower(p.last_name)`)
        .orderBy(sql`lower(p.first_name)`)
        .orderBy('p.id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return {
        items: rows.map(
          (r): AdminPatientSummary => ({
            id: r.id,
            firstName: r.firstName,
            lastName: r.lastName,
            dateOfBirth: isoDate(r.dateOfBirth),
            email: r.email,
            contactNumber: r.contactNumber,
            bookings: Number(r.bookings),
          }),
        ),
        total: Number(total.count),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** The clinics of every booking of the patient (null: a general enquiry); undefined when unknown. */
    async clinicsOf(id: number, trx: Db = db): Promise<(number | null)[] | undefined> {
      const patient = await trx.selectFrom('patient').select('id').where('id', '=', id).executeTakeFirst();
      if (!patient) return undefined;
      const appointments = await trx
        .selectFrom('appointment')
        .select('clinicId')
        .where('patientId', '=', id)
        .execute();
      const requests = await trx
        .selectFrom('bookingRequest')
        .select('clinicId')
        .where('patientId', '=', id)
        .execute();
      const rows: { clinicId: number | null }[] = [...appointments, ...requests];
      return [...new Set(rows.map((r) => r.clinicId))];
    },

    async detail(id: number, clinics: ClinicFilter, trx: Db = db): Promise<AdminPatientDetail | undefined> {
      const patient = await trx
        .selectFrom('patient')
        .select([
          'id',
          'firstName',
          'lastName',
          sql<string>`date_of_birth::text`.as('dateOfBirth'),
          'email',
          'contactNumber',
          'postalCode',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!patient) return undefined;
      const appointments = (
        await trx
          .selectFrom('appointment')
          .$call(joinAppointmentExam)
          .select([
            'appointment.slug',
            'appointment.bookingKey',
            'appointment.clinicId',
            'clinic.name as clinicName',
            'exam.name as examName',
            'modality.name as modalityName',
            'appointment.startsAt',
            'appointment.status',
          ])
          .where('appointment.patientId', '=', id)
          .orderBy('appointment.startsAt', 'desc')
          .execute()
      ).filter((a) => inFilter(clinics, a.clinicId));
      const requests = (
        await trx
          .selectFrom('bookingRequest')
          .leftJoin('clinic', 'clinic.id', 'bookingRequest.clinicId')
          .select([
            'bookingRequest.id',
            'bookingRequest.bookingKey',
            'bookingRequest.clinicId',
            'clinic.name as clinicName',
            'bookingRequest.status',
            'bookingRequest.createdAt',
          ])
          .where('bookingRequest.patientId', '=', id)
          .orderBy('bookingRequest.createdAt', 'desc')
          .execute()
      ).filter((r) => inFilter(clinics, r.clinicId));
      // Requests are shown for the bookings shown: a foreign clinic's stay out of sight.
      const keys = new Set([...appointments.map((a) => a.bookingKey), ...requests.map((r) => r.bookingKey)]);
      const changeRequests = (
        await trx
          .selectFrom('patientChangeRequest')
          .select(['id', 'bookingKey', 'status', 'createdAt'])
          .where('patientId', '=', id)
          .orderBy('id', 'desc')
          .execute()
      ).filter((c) => keys.has(c.bookingKey));
      const contactRequests = (
        await trx
          .selectFrom('staffContactRequest')
          .select(['id', 'bookingKey', 'kind', 'status', 'createdAt'])
          .where('patientId', '=', id)
          .orderBy('id', 'desc')
          .execute()
      ).filter((c) => keys.has(c.bookingKey));
      const clinic = (clinicId: number | null, name: string | null) =>
        clinicId === null ? null : { id: clinicId, name: name ?? '' };
      return {
        ...patient,
        dateOfBirth: isoDate(patient.dateOfBirth),
        bookings: appointments.length + requests.length,
        appointments: appointments.map((a) => ({
          slug: a.slug,
          bookingKey: a.bookingKey,
          clinic: clinic(a.clinicId, a.clinicName),
          examName: examNameWithModality(a.modalityName, a.examName),
          startsAt: iso(a.startsAt),
          status: a.status,
        })),
        bookingRequests: requests.map((r) => ({
          id: r.id,
          bookingKey: r.bookingKey,
          clinic: clinic(r.clinicId, r.clinicName),
          status: r.status,
          createdAt: iso(r.createdAt),
        })),
        changeRequests: changeRequests.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
        contactRequests: contactRequests.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
      };
    },
  };
}

export type PatientsAdminRepository = ReturnType<typeof createPatientsAdminRepository>;
