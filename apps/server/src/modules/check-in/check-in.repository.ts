import type { CheckInStatus, ClinicCheckInSetting, Doctor } from '@rb/contracts';
import { sql } from 'kysely';
import { joinAppointmentExamPatient } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import './check-in.tables';

const defaultSetting: ClinicCheckInSetting = {
  enabled: true,
  opensMinutes: null,
  simpleMode: false,
  showGenderSelection: false,
  referralRequired: true,
  risFolioNumbers: true,
  simulateRisFailure: false,
};

/** One appointment with everything the check-in rules and screens need. */
export interface CheckInRow {
  id: number;
  slug: string;
  bookingKey: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  clinicId: number;
  clinicName: string;
  timeZone: string;
  examSlug: string;
  examName: string;
  modalityName: string;
  patientId: number;
  patientMedicareNumber: string | null;
  checkInStatus: CheckInStatus;
  preparedSentAt: Date | null;
  checkInSentAt: Date | null;
  patientFolioNumber: string | null;
  referralImportedAt: Date | null;
  failure: string | null;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

export function createCheckInRepository(db: Db) {
  const rows = (trx: Db = db) =>
    trx
      .selectFrom('appointment')
      .$call(joinAppointmentExamPatient)
      .leftJoin('checkIn', 'checkIn.appointmentId', 'appointment.id')
      .select([
        'appointment.id',
        'appointment.slug',
        'appointment.bookingKey',
        'appointment.status',
        'appointment.startsAt',
        'appointment.endsAt',
        'appointment.clinicId',
        'clinic.name as clinicName',
        'clinic.timeZone',
        'exam.slug as examSlug',
        'exam.name as examName',
        'modality.name as modalityName',
        'appointment.patientId',
        'patient.medicareNumber as patientMedicareNumber',
        'checkIn.status as checkInStatus',
        'checkIn.preparedSentAt',
        'checkIn.checkInSentAt',
        'checkIn.patientFolioNumber',
        'checkIn.referralImportedAt',
        'checkIn.failure',
      ]);
  type Raw = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];
  const toRow = (r: Raw): CheckInRow => ({
    ...r,
    startsAt: new Date(r.startsAt as Date),
    endsAt: new Date(r.endsAt as Date),
    checkInStatus: (r.checkInStatus ?? 'NOT_STARTED') as CheckInStatus,
    preparedSentAt: asDate(r.preparedSentAt as Date | null),
    checkInSentAt: asDate(r.checkInSentAt as Date | null),
    referralImportedAt: asDate(r.referralImportedAt as Date | null),
  });

  return {
    async clinicSetting(clinicId: number, trx: Db = db): Promise<ClinicCheckInSetting> {
      const row = await trx
        .selectFrom('checkInClinicSetting')
        .select([
          'enabled',
          'opensMinutes',
          'simpleMode',
          'showGenderSelection',
          'referralRequired',
          'risFolioNumbers',
          'simulateRisFailure',
        ])
        .where('clinicId', '=', clinicId)
        .executeTakeFirst();
      return row ?? defaultSetting;
    },

    async clinicExists(clinicId: number): Promise<boolean> {
      return Boolean(
        await db.selectFrom('clinic').select('id').where('id', '=', clinicId).executeTakeFirst(),
      );
    },

    async saveClinicSetting(clinicId: number, setting: Partial<ClinicCheckInSetting>, trx: Db = db) {
      await trx
        .insertInto('checkInClinicSetting')
        .values({ clinicId, opensMinutes: null, ...setting })
        .onConflict((oc) => oc.column('clinicId').doUpdateSet(setting))
        .execute();
    },

    /** BOOKED appointments at a clinic starting within a range, matched by last name and birth date. */
    async findByIdentity(input: {
      clinicId: number;
      lastName: string;
      dateOfBirth: string;
      from: Date;
      to: Date;
    }): Promise<CheckInRow[]> {
      const found = await rows()
        .where('appointment.clinicId', '=', input.clinicId)
        .where('appointment.status', '=', 'BOOKED')
        .where('appointment.startsAt', '>=', input.from)
        .where('appointment.startsAt', '<', input.to)
        .where(sql<boolean>`lower(patient.last_name) = lower(${input.lastName})`)
        .where(sql<boolean>`patient.date_of_birth = ${input.dateOfBirth}::date`)
        .orderBy('appointment.startsAt')
        .execute();
      return found.map(toRow);
    },

    async listByBookingKey(bookingKey: string, from: Date, to: Date): Promise<CheckInRow[]> {
      const found = await rows()
        .where('appointment.bookingKey', '=', bookingKey)
        .where('appointment.startsAt', '>=', from)
        .where('appointment.startsAt', '<', to)
        .orderBy('appointment.startsAt')
        .execute();
      return found.map(toRow);
    },

    async findBySlug(slug: string, trx: Db = db): Promise<CheckInRow | null> {
      const found = await rows(trx).where('appointment.slug', '=', slug).executeTakeFirst();
      return found ? toRow(found) : null;
    },

    async findById(id: number, trx: Db = db): Promise<CheckInRow | null> {
      const found = await rows(trx).where('appointment.id', '=', id).executeTakeFirst();
      return found ? toRow(found) : null;
    },

    /** Locks the appointment's check-in row so two submits cannot both pass the state check. */
    async lockCheckIn(appointmentId: number, trx: Db) {
      return trx
        .selectFrom('checkIn')
        .select(['status'])
        .where('appointmentId', '=', appointmentId)
        .forUpdate()
        .executeTakeFirst();
    },

    async startCheckIn(appointmentId: number, now: Date, trx: Db) {
      await trx
        .insertInto('checkIn')
        .values({ appointmentId, status: 'ENABLED', updatedAt: now })
        .onConflict((oc) => oc.column('appointmentId').doNothing())
        .execute();
    },

    async updateCheckIn(
      appointmentId: number,
      values: Partial<{
        status: CheckInStatus;
        referrerDoctorId: number | null;
        dateOfReferral: string | null;
        medicareNumber: string | null;
        medicareIrn: string | null;
        gender: string | null;
        preparedSentAt: Date | null;
        checkedInAt: Date | null;
        checkInSentAt: Date | null;
        patientFolioNumber: string | null;
        referralImportedAt: Date | null;
        failure: string | null;
        handOffId: string | null;
      }>,
      now: Date,
      trx: Db = db,
    ) {
      await trx
        .updateTable('checkIn')
        .set({ ...values, updatedAt: now })
        .where('appointmentId', '=', appointmentId)
        .execute();
    },

    async patientHasEmail(bookingKey: string): Promise<boolean> {
      const row = await db
        .selectFrom('appointment')
        .innerJoin('patient', 'patient.id', 'appointment.patientId')
        .select('patient.email')
        .where('appointment.bookingKey', '=', bookingKey)
        .executeTakeFirst();
      return Boolean(row?.email);
    },

    /** Records the RIS answer of a hand-off, unless a newer hand-off replaced it meanwhile. */
    async completeHandOff(
      appointmentId: number,
      handOffId: string,
      values: Partial<{
        status: CheckInStatus;
        preparedSentAt: Date;
        checkInSentAt: Date;
        patientFolioNumber: string | null;
        failure: string | null;
      }>,
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('checkIn')
        .set({ ...values, updatedAt: now })
        .where('appointmentId', '=', appointmentId)
        .where('handOffId', '=', handOffId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async findDoctor(id: number, trx: Db = db) {
      return trx.selectFrom('doctor').select('id').where('id', '=', id).executeTakeFirst();
    },

    /** Name, city or postcode starting with the text (case-insensitive), alphabetical, at most 20. */
    async searchDoctors(text: string, exclude: number[]): Promise<Doctor[]> {
      const pattern = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      let query = db
        .selectFrom('doctor')
        .select(['id', 'firstName', 'lastName', 'cityName', 'postalCode'])
        .where((eb) =>
          eb.or([
            eb(sql`lower(last_name)`, 'like', pattern),
            eb(sql`lower(first_name)`, 'like', pattern),
            eb(sql`lower(first_name || ' ' || last_name)`, 'like', pattern),
            eb(sql`lower(city_name)`, 'like', pattern),
            eb('postalCode', 'like', pattern),
          ]),
        );
      if (exclude.length) query = query.where('id', 'not in', exclude);
      return query.orderBy('lastName').orderBy('firstName').limit(20).execute();
    },
  };
}

export type CheckInRepository = ReturnType<typeof createCheckInRepository>;
