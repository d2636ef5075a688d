import type { Kiosk } from '@rb/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import './kiosk.tables';

/** The channel of kiosk-mode changes; the payload is `{ kioskId, kioskMode }`. */
export const KIOSK_CHANNEL = 'kiosk_mode';

export function createKioskRepository(db: Db) {
  const base = (trx: Db = db) =>
    trx
      .selectFrom('kiosk')
      .innerJoin('clinic', 'clinic.id', 'kiosk.clinicId')
      .select([
        'kiosk.id',
        'kiosk.clinicId',
        'clinic.name as clinicName',
        'kiosk.name',
        'kiosk.kioskMode',
        'kiosk.allowedNetworks',
      ]);

  return {
    find: async (id: string, trx?: Db): Promise<Kiosk | null> =>
      (await base(trx).where('kiosk.id', '=', id).executeTakeFirst()) ?? null,

    list: (): Promise<Kiosk[]> => base().orderBy('clinic.name').orderBy('kiosk.name').execute(),

    async clinicExists(clinicId: number, trx: Db) {
      return Boolean(
        await trx.selectFrom('clinic').select('id').where('id', '=', clinicId).executeTakeFirst(),
      );
    },

    async insert(
      kiosk: { id: string; clinicId: number; name: string; kioskMode: boolean; allowedNetworks: string[] },
      trx: Db,
    ) {
      await trx
        .insertInto('kiosk')
        .values({ ...kiosk, allowedNetworks: JSON.stringify(kiosk.allowedNetworks) })
        .execute();
    },

    /** Sets the mode and queues the change notice; PostgreSQL delivers it to listeners on commit. */
    async setMode(id: string, kioskMode: boolean, trx: Db): Promise<boolean> {
      const updated = await trx
        .updateTable('kiosk')
        .set({ kioskMode })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!updated) return false;
      await sql`select pg_notify(${KIOSK_CHANNEL}, ${JSON.stringify({ kioskId: id, kioskMode })})`.execute(
        trx,
      );
      return true;
    },
  };
}

export type KioskRepository = ReturnType<typeof createKioskRepository>;
