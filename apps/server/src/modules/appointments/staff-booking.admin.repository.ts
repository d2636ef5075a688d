import type { PatientDetails, StaffPatientMatch } from '@rb/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { type ClinicFilter, contains, patientHasBooking } from '../../platform/db/staff-queue';
import '../patients/patients.tables';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOOKUP_LIMIT = 20;

/**
 * The patients a caller on the phone may be (issue 14 §3). There is no clinic on a patient record:
 * clinic staff see the patients of their clinics' appointments and enquiries, an admin every one.
 * A minimal find for booking; the patients section (§8) owns search and merge.
 */
export function createStaffBookingRepository(db: Db) {
  function visible(clinics: ClinicFilter) {
    let q = db.selectFrom('patient');
    if (!clinics.all) {
      const ids = clinics.clinicIds.length ? clinics.clinicIds : [0];
      q = q.where((eb) => patientHasBooking(eb, { clinicIds: ids }));
    }
    return q;
  }

  const columns = [
    'patient.id',
    'patient.title',
    'patient.firstName',
    'patient.lastName',
    sql<string>`patient.date_of_birth::text`.as('dob'),
    'patient.email',
    'patient.contactNumber',
    'patient.postalCode',
  ] as const;

  return {
    async lookup(clinics: ClinicFilter, search: string): Promise<StaffPatientMatch[]> {
      const pattern = contains(search);
      const digits = search.replace(/\D/g, '');
      const rows = await visible(clinics)
        .select([
          ...columns,
          sql<string | null>`coalesce(
            (select a.booking_key from appointment a where a.patient_id = patient.id order by a.id desc limit 1),
            (select r.booking_key from booking_request r where r.patient_id = patient.id order by r.id desc limit 1))`.as(
            'lastBookingKey',
          ),
        ])
        .where((eb) =>
          eb.or([
            eb(sql`lower(patient.first_name || ' ' || patient.last_name)`, 'like', pattern),
            eb(sql`lower(patient.last_name || ' ' || patient.first_name)`, 'like', pattern),
            eb(sql`lower(coalesce(patient.email, ''))`, 'like', pattern),
            ...(digits.length >= 4 ? [eb('patient.contactNumber', 'like', `%${digits}%`)] : []),
            ...(ISO_DATE.test(search) ? [eb(sql`patient.date_of_birth::text`, '=', search)] : []),
          ]),
        )
        .orderBy('patient.lastName')
        .orderBy('patient.firstName')
        .orderBy('patient.id', 'desc')
        .limit(LOOKUP_LIMIT)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        firstName: row.firstName,
        lastName: row.lastName,
        dateOfBirth: row.dob,
        email: row.email,
        contactNumber: row.contactNumber,
        lastBookingKey: row.lastBookingKey,
      }));
    },

    /** A visible patient's stored details, as the booking's email needs them; undefined when not theirs. */
    async details(clinics: ClinicFilter, id: number): Promise<PatientDetails | undefined> {
      const row = await visible(clinics).select(columns).where('patient.id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        title: row.title as PatientDetails['title'],
        firstName: row.firstName,
        lastName: row.lastName,
        dateOfBirth: row.dob,
        email: row.email ?? '',
        contactNumber: row.contactNumber ?? '',
        postalCode: row.postalCode,
      };
    },
  };
}

export type StaffBookingRepository = ReturnType<typeof createStaffBookingRepository>;
