import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { newRandomKey } from './booking-keys';

/** How long an issued key may collect referral uploads before its booking is made. */
export const ISSUED_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface IssuedBookingKeyTable {
  bookingKey: string;
  issuedAt: Date;
  expiresAt: Date;
}

declare module '../../platform/db/schema' {
  interface Database {
    issuedBookingKey: IssuedBookingKeyTable;
  }
}

/**
 * The booking keys this server issued (issue 12, finding 7): a well-formed key someone made up is
 * not one of them, so it cannot park uploads here.
 */
export function createIssuedBookingKeys(db: Db, clock: Clock) {
  return {
    /** A fresh key, recorded as issued (in the caller's transaction when given). */
    async issue(trx: Db = db): Promise<string> {
      const bookingKey = newRandomKey();
      const issuedAt = clock.now();
      await trx
        .insertInto('issuedBookingKey')
        .values({ bookingKey, issuedAt, expiresAt: new Date(issuedAt.getTime() + ISSUED_KEY_LIFETIME_MS) })
        .execute();
      return bookingKey;
    },

    /** True while the key is one this server issued and it has not expired. */
    async isLive(bookingKey: string, trx: Db = db): Promise<boolean> {
      const row = await trx
        .selectFrom('issuedBookingKey')
        .select('bookingKey')
        .where('bookingKey', '=', bookingKey)
        .where('expiresAt', '>', clock.now())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Forgets expired keys; answers how many. */
    async purgeExpired(): Promise<number> {
      const result = await db
        .deleteFrom('issuedBookingKey')
        .where('expiresAt', '<=', clock.now())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type IssuedBookingKeys = ReturnType<typeof createIssuedBookingKeys>;
