import type { PatientDetails } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import './patients.tables';

export function createPatientsRepository(db: Db) {
  return {
    /** One patient row per booking: bookings are never matched to each other by personal details. */
    async insert(details: PatientDetails, trx: Db = db): Promise<number> {
      const row = await trx
        .insertInto('patient')
        .values({
          title: details.title ?? null,
          firstName: details.firstName,
          lastName: details.lastName,
          dateOfBirth: details.dateOfBirth,
          email: details.email.trim().toLowerCase(),
          contactNumber: details.contactNumber,
          postalCode: details.postalCode ?? null,
          medicareNumber: details.medicareNumber ?? null,
          medicareIrn: details.medicareIrn ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async firstName(patientId: number, trx: Db = db): Promise<string> {
      const row = await trx
        .selectFrom('patient')
        .select('firstName')
        .where('id', '=', patientId)
        .executeTakeFirstOrThrow();
      return row.firstName;
    },
  };
}

export type PatientsRepository = ReturnType<typeof createPatientsRepository>;
