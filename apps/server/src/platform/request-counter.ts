import { createHash } from 'node:crypto';
import type { ColumnType } from 'kysely';
import { sql } from 'kysely';
import type { Db } from './db/database';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One limited subject's count in one window (migration 0060); `key` is a SHA-256, never an address. */
export interface RequestCounterTable {
  key: string;
  windowStart: Timestamp;
  windowEnd: Timestamp;
  count: number;
}

declare module './db/schema' {
  interface Database {
    requestCounter: RequestCounterTable;
  }
}

export interface CounterWindow {
  start: Date;
  end: Date;
}

/** The fixed window of `lengthMs` that holds `now` (aligned to the epoch, the same on every instance). */
export function fixedWindow(now: Date, lengthMs: number): CounterWindow {
  const start = Math.floor(now.getTime() / lengthMs) * lengthMs;
  return { start: new Date(start), end: new Date(start + lengthMs) };
}

/** Whole seconds from `now` to the end of the window, at least 1 (the Retry-After of a refusal). */
export const secondsLeft = (window: CounterWindow, now: Date) =>
  Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 1000));

/** What a counter is about, hashed: the rule's name and the address or email it counts. */
export const counterKey = (rule: string, subject: string) =>
  createHash('sha256').update(`${rule}\u0000${subject}`).digest('hex');

/** Expired rows are swept by every n-th bump of an instance, so the table stays small without a job. */
const SWEEP_EVERY = 500;

/**
 * Counters in the database, so a limit holds across server instances. A bump is one upsert that
 * answers the new count atomically (two requests at once cannot both see the old one). It runs in
 * its own short transaction without waiting for the WAL flush: a hot counter row (one address
 * booking fast) is then locked for microseconds, not for a disk write, and a count lost to a crash
 * only forgives a few requests.
 */
export function createRequestCounter(db: Db) {
  let bumps = 0;

  async function sweep(now: Date) {
    await db.deleteFrom('requestCounter').where('windowEnd', '<', now).execute();
  }

  return {
    /** Adds one to each key in its window and answers the new counts, in the order given. */
    async bump(entries: { key: string; window: CounterWindow }[], now: Date): Promise<number[]> {
      if (entries.length === 0) return [];
      const rows = await db.transaction().execute(async (trx) => {
        await sql`set local synchronous_commit = off`.execute(trx);
        return trx
          .insertInto('requestCounter')
          .values(
            entries.map(({ key, window }) => ({
              key,
              windowStart: window.start,
              windowEnd: window.end,
              count: 1,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['key', 'windowStart']).doUpdateSet({ count: sql`request_counter.count + 1` }),
          )
          .returning(['key', 'count'])
          .execute();
      });
      if (++bumps % SWEEP_EVERY === 0) await sweep(now);
      return entries.map(({ key }) => Number(rows.find((row) => row.key === key)?.count ?? 0));
    },

    /** The count of a key in its window, without adding to it. */
    async peek(key: string, window: CounterWindow): Promise<number> {
      const row = await db
        .selectFrom('requestCounter')
        .select('count')
        .where('key', '=', key)
        .where('windowStart', '=', window.start)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    sweep,
  };
}

export type RequestCounter = ReturnType<typeof createRequestCounter>;
