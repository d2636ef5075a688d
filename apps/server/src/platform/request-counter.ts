import { createHash } from 'node:crypto';
import type { ColumnType } from 'kysely';
import { sql } from 'kysely';
import type { Db } from './db/database';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One counted request of a limited subject in one window (migration 0061); `key` is a SHA-256. */
export interface RequestEventTable {
  key: string;
  windowStart: Timestamp;
  windowEnd: Timestamp;
}

declare module './db/schema' {
  interface Database {
    requestEvent: RequestEventTable;
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

export interface CounterEntry {
  key: string;
  window: CounterWindow;
  /** The allowance: counting stops at max + 1 ("over"), and a subject over it stores no more rows. */
  max: number;
}

/** The rows of a subject in its window, counted no further than max + 1. */
const boundedCount = ({ key, window, max }: CounterEntry) =>
  sql<number>`(select count(*) from (select 1 from request_event
    where key = ${key} and window_start = ${window.start} limit ${max + 1}) counted)`;

/**
 * Counters in the database, so a limit holds across server instances. A bump inserts one row per
 * subject and then counts: inserts never wait for one another (a single counter row per address
 * would queue every request of that address behind the previous commit), and the count taken after
 * the insert committed is exact: the n-th request to insert sees at least n rows, so no more than
 * `max` requests can see a count within the allowance, however many race. A subject already over
 * its allowance adds no rows, so a flood cannot grow the table or the counting.
 */
export function createRequestCounter(db: Db) {
  let bumps = 0;

  async function sweep(now: Date) {
    await db.deleteFrom('requestEvent').where('windowEnd', '<', now).execute();
  }

  async function count(entries: CounterEntry[]): Promise<number[]> {
    const row = await db
      .selectNoFrom(entries.map((entry, i) => boundedCount(entry).as(`c${i}`)))
      .executeTakeFirstOrThrow();
    const counts = row as Record<string, number | string>;
    return entries.map((_, i) => Number(counts[`c${i}`] ?? 0));
  }

  return {
    /** Adds one request to each subject in its window and answers the counts, in the order given. */
    async bump(entries: CounterEntry[], now: Date): Promise<number[]> {
      if (entries.length === 0) return [];
      const values = sql.join(
        entries.map(
          ({ key, window, max }) =>
            sql`(${key}::text, ${window.start}::timestamptz, ${window.end}::timestamptz, ${max}::int)`,
        ),
      );
      // One statement: a subject already over its allowance inserts nothing.
      await sql`insert into request_event (key, window_start, window_end)
        select v.key, v.window_start, v.window_end
        from (values ${values}) as v (key, window_start, window_end, max)
        where (select count(*) from (select 1 from request_event e
          where e.key = v.key and e.window_start = v.window_start limit v.max + 1) counted) <= v.max`.execute(
        db,
      );
      if (++bumps % SWEEP_EVERY === 0) await sweep(now);
      return count(entries);
    },

    /** The counts of these subjects in their windows, without adding a request. */
    peek: count,

    sweep,
  };
}

export type RequestCounter = ReturnType<typeof createRequestCounter>;
