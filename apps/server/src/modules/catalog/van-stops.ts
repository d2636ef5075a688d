import type { VanStop, VanStopInput } from '@rb/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { formatMinute, minuteOf } from '../../platform/local-time';
import './catalog.tables';

/**
 * A mobile van's stops (migration 0290) from `from` on, to `to` when given (local dates, both
 * included), by date: the one read of them, for patients and staff alike.
 */
export async function readVanStops(trx: Db, clinicId: number, from: string, to?: string): Promise<VanStop[]> {
  let query = trx
    .selectFrom('vanStop')
    .select([
      sql<string>`stop_date::text`.as('date'),
      'placeName',
      'address',
      'latitude',
      'longitude',
      'opensMinute',
      'closesMinute',
    ])
    .where('clinicId', '=', clinicId)
    .where('stopDate', '>=', from);
  if (to !== undefined) query = query.where('stopDate', '<=', to);
  const rows = await query.orderBy('stopDate').execute();
  return rows.map(({ opensMinute, closesMinute, ...row }) => ({
    ...row,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    opens: formatMinute(opensMinute),
    closes: formatMinute(closesMinute),
  }));
}

/** The staff writes of a van's stops; each takes the caller's transaction. */
export const vanStopsRepository = {
  /** The clinic a van stop names, locked for the change when `lock`; archived ones too. */
  vanClinic: (trx: Db, id: number, lock = false) => {
    const query = trx.selectFrom('clinic').select(['id', 'name', 'timeZone', 'mobile']).where('id', '=', id);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  },
  vanStops: readVanStops,
  vanStopOn: async (trx: Db, clinicId: number, date: string) =>
    (await readVanStops(trx, clinicId, date, date))[0],
  async saveVanStop(trx: Db, clinicId: number, date: string, input: VanStopInput) {
    const values = {
      placeName: input.placeName,
      address: input.address,
      latitude: input.latitude,
      longitude: input.longitude,
      opensMinute: minuteOf(input.opens),
      closesMinute: minuteOf(input.closes),
      updatedAt: new Date(),
    };
    await trx
      .insertInto('vanStop')
      .values({ clinicId, stopDate: date, ...values })
      .onConflict((oc) => oc.columns(['clinicId', 'stopDate']).doUpdateSet(values))
      .execute();
  },
  async removeVanStop(trx: Db, clinicId: number, date: string) {
    await trx.deleteFrom('vanStop').where('clinicId', '=', clinicId).where('stopDate', '=', date).execute();
  },
};
