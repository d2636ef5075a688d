import type { ShareAccess, ShareContactType, ShareType } from '@rb/contracts';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import '../appointments/appointments.tables';
import '../patients/patients.tables';
import type { ResultShareTable } from './sharing.tables';
import './sharing.tables';

export type ShareRow = Selectable<ResultShareTable>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const toShareAccess = (row: ShareRow): ShareAccess => ({
  id: row.id,
  contactDetails: row.contactDetails,
  contactDetailsType: row.contactType,
  contactName: row.contactName,
  type: row.shareType,
  dateCreatedUTC: iso(row.createdAt) as string,
  dateRevoked: iso(row.revokedAt),
});

export function createSharingRepository(db: Db) {
  return {
    /** The booking's patient (id, names) for a new share, or null for an unknown key. */
    async findBookingPatient(bookingKey: string, trx: Db = db) {
      return (
        (await trx
          .selectFrom('appointment as a')
          .innerJoin('patient as p', 'p.id', 'a.patientId')
          .select(['p.id as patientId', 'p.firstName', 'p.lastName'])
          .where('a.bookingKey', '=', bookingKey)
          .orderBy('a.id')
          .limit(1)
          .executeTakeFirst()) ?? null
      );
    },

    async list(bookingKey: string, trx: Db = db): Promise<ShareRow[]> {
      return trx
        .selectFrom('resultShare')
        .selectAll()
        .where('bookingKey', '=', bookingKey)
        .orderBy('id', 'desc')
        .execute();
    },

    async insert(
      values: {
        keyHash: string;
        bookingKey: string;
        patientId: number;
        shareType: ShareType;
        contactType: ShareContactType;
        contactDetails: string;
        contactName: string | null;
        note: string | null;
        createdAt: Date;
      },
      trx: Db,
    ): Promise<ShareRow> {
      return trx.insertInto('resultShare').values(values).returningAll().executeTakeFirstOrThrow();
    },

    /** Sets revokedAt once (revoking twice keeps the first instant); null when not a share of the booking. */
    async revoke(bookingKey: string, id: number, at: Date, trx: Db): Promise<ShareRow | null> {
      const row = await trx
        .selectFrom('resultShare')
        .selectAll()
        .where('bookingKey', '=', bookingKey)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return null;
      if (row.revokedAt) return row;
      return trx
        .updateTable('resultShare')
        .set({ revokedAt: at })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** A share by the hash of its key or by id, with the patient's date of birth for the recipient's proof. */
    async findWithPatient(by: { keyHash: string } | { id: number }, trx: Db = db) {
      let query = trx
        .selectFrom('resultShare as s')
        .innerJoin('patient as p', 'p.id', 's.patientId')
        .selectAll('s')
        .select(sql<string>`to_char(p.date_of_birth, 'YYYY-MM-DD')`.as('dateOfBirth'));
      query = 'keyHash' in by ? query.where('s.keyHash', '=', by.keyHash) : query.where('s.id', '=', by.id);
      return (await query.executeTakeFirst()) ?? null;
    },
  };
}

export type SharingRepository = ReturnType<typeof createSharingRepository>;
