import { sql } from 'kysely';
import { joinAppointmentExam } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import '../appointments/appointments.tables';
import '../catalog/catalog.tables';
import '../patients/patients.tables';
import '../scheduling/scheduling.tables';
import type {
  AppointmentFilter,
  FhirAppointmentRow,
  FhirClaim,
  FhirDevice,
  FhirPatientRow,
  FhirService,
} from './fhir.types';

/**
 * The FHIR interface's reads of the catalogue, devices, claims, appointments and patients, in the
 * shapes its resources need (no other service answers these projections). It writes nothing: holds,
 * bookings and cancellations go through the scheduling and appointments services.
 */
export function createFhirRepository(db: Db) {
  const offered = (trx: Db) =>
    trx
      .selectFrom('clinicExam')
      .innerJoin('exam', 'exam.id', 'clinicExam.examId')
      .innerJoin('clinic', 'clinic.id', 'clinicExam.clinicId')
      .innerJoin('device', 'device.id', 'clinicExam.deviceId')
      .innerJoin('modality', 'modality.id', 'exam.modalityId')
      .where('exam.active', '=', true)
      .where('clinic.active', '=', true)
      .where('device.active', '=', true);

  return {
    async services(): Promise<FhirService[]> {
      const rows = await offered(db)
        .select([
          'clinic.id as clinicId',
          'clinic.name as clinicName',
          'exam.slug as examSlug',
          'exam.name as examName',
          'exam.walkIn as walkIn',
          'modality.code as modalityCode',
          'modality.name as modalityName',
        ])
        .distinct()
        .orderBy('clinic.id')
        .orderBy('exam.slug')
        .execute();
      return rows;
    },

    async devices(): Promise<FhirDevice[]> {
      const devices = await db
        .selectFrom('device')
        .innerJoin('clinic', 'clinic.id', 'device.clinicId')
        .innerJoin('modality', 'modality.id', 'device.modalityId')
        .where('clinic.active', '=', true)
        .select([
          'device.id',
          'device.clinicId',
          'clinic.name as clinicName',
          'device.name',
          'modality.name as modalityName',
          'device.active',
        ])
        .orderBy('device.id')
        .execute();
      const exams = await offered(db)
        .select(['clinicExam.deviceId', 'exam.slug', 'exam.name'])
        .orderBy('exam.slug')
        .execute();
      return devices.map((d) => ({
        ...d,
        exams: exams.filter((e) => e.deviceId === d.id).map(({ slug, name }) => ({ slug, name })),
      }));
    },

    /** Appointments' claims and live holds on these devices that overlap [from, to). */
    async claims(deviceIds: number[], from: Date, to: Date, now: Date): Promise<FhirClaim[]> {
      if (deviceIds.length === 0) return [];
      const rows = await db
        .selectFrom('slotClaim')
        .select(['id', 'deviceId', 'startsAt', 'endsAt', 'kind'])
        .where('deviceId', 'in', deviceIds)
        .where('startsAt', '<', to)
        .where('endsAt', '>', from)
        .where((eb) => eb.or([eb('kind', '=', 'APPOINTMENT'), eb('expiresAt', '>', now)]))
        .orderBy('startsAt')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        deviceId: r.deviceId,
        start: new Date(r.startsAt),
        end: new Date(r.endsAt),
        hold: r.kind === 'HOLD',
      }));
    },

    async claim(id: number, now: Date): Promise<FhirClaim | undefined> {
      const row = await db
        .selectFrom('slotClaim')
        .select(['id', 'deviceId', 'startsAt', 'endsAt', 'kind'])
        .where('id', '=', id)
        .where((eb) => eb.or([eb('kind', '=', 'APPOINTMENT'), eb('expiresAt', '>', now)]))
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          deviceId: row.deviceId,
          start: new Date(row.startsAt),
          end: new Date(row.endsAt),
          hold: row.kind === 'HOLD',
        }
      );
    },

    async appointments(filter: AppointmentFilter): Promise<FhirAppointmentRow[]> {
      let query = db
        .selectFrom('appointment')
        .$call(joinAppointmentExam)
        .select([
          'appointment.id',
          'appointment.slug',
          'appointment.bookingKey',
          'appointment.status',
          'appointment.clinicId',
          'clinic.name as clinicName',
          'exam.slug as examSlug',
          'exam.name as examName',
          'appointment.patientId',
          'appointment.startsAt as start',
          'appointment.endsAt as end',
          'appointment.notes',
          'appointment.createdAt',
        ]);
      if (filter.clinicIds) query = query.where('appointment.clinicId', 'in', [0, ...filter.clinicIds]);
      if (filter.statuses) query = query.where('appointment.status', 'in', filter.statuses);
      if (filter.patientId !== undefined) query = query.where('appointment.patientId', '=', filter.patientId);
      if (filter.from) query = query.where('appointment.startsAt', '>=', filter.from);
      if (filter.to) query = query.where('appointment.startsAt', '<', filter.to);
      if (filter.slug) query = query.where('appointment.slug', '=', filter.slug);
      const rows = await query.orderBy('appointment.startsAt').orderBy('appointment.id').execute();
      return rows.map((r) => ({
        ...r,
        start: new Date(r.start),
        end: new Date(r.end),
        createdAt: new Date(r.createdAt),
      }));
    },

    async patient(id: number): Promise<FhirPatientRow | undefined> {
      return db
        .selectFrom('patient')
        .select([
          'id',
          'title',
          'firstName',
          'lastName',
          sql<string>`date_of_birth::text`.as('dateOfBirth'),
          'email',
          'contactNumber',
          'postalCode',
          'gender',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The clinics a patient has appointments at: who on the staff may see them. */
    async clinicsOfPatient(patientId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('appointment')
        .select('clinicId')
        .distinct()
        .where('patientId', '=', patientId)
        .execute();
      return rows.map((r) => r.clinicId);
    },

    /** Patients by name or birth date, those with an appointment at one of `clinicIds` when given. */
    async patients(filter: {
      clinicIds: number[] | null;
      family?: string;
      given?: string;
      birthDate?: string;
    }): Promise<FhirPatientRow[]> {
      let query = db
        .selectFrom('patient')
        .select([
          'patient.id',
          'patient.title',
          'patient.firstName',
          'patient.lastName',
          sql<string>`patient.date_of_birth::text`.as('dateOfBirth'),
          'patient.email',
          'patient.contactNumber',
          'patient.postalCode',
          'patient.gender',
        ]);
      if (filter.clinicIds) {
        const clinicIds = [0, ...filter.clinicIds];
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('appointment')
              .select('appointment.id')
              .whereRef('appointment.patientId', '=', 'patient.id')
              .where('appointment.clinicId', 'in', clinicIds),
          ),
        );
      }
      // FHIR string search: case-insensitive, matching the start of the name.
      if (filter.family)
        query = query.where(
          sql`lower(patient.last_name)`,
          'like',
          `${escapeLike(filter.family.toLowerCase())}%`,
        );
      if (filter.given)
        query = query.where(
          sql`lower(patient.first_name)`,
          'like',
          `${escapeLike(filter.given.toLowerCase())}%`,
        );
      if (filter.birthDate) query = query.where(sql`patient.date_of_birth::text`, '=', filter.birthDate);
      return query.orderBy('patient.id').limit(5000).execute();
    },
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export type FhirRepository = ReturnType<typeof createFhirRepository>;
