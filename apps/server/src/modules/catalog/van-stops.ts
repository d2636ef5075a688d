import type { VanStop } from '@rb/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { formatMinute } from '../../platform/local-time';
import './catalog.tables';

/** 'HH:MM' → minutes after local midnight. */
export const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

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
