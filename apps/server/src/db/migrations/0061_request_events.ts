import { type Kysely, sql } from 'kysely';

/**
 * Limit counters become one row per counted request instead of one row per subject and window:
 * bumping a single row made every request of one address wait for the previous one's commit (the
 * booking contention bench, where every client shares an address, paid it 200 times a race).
 * Inserts never wait for each other; the count after the insert is exact (see request-counter.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop table request_counter`.execute(db);
  await sql`create table request_event (
    key text not null,
    window_start timestamptz not null,
    window_end timestamptz not null
  )`.execute(db);
  await sql`create index request_event_key_idx on request_event (key, window_start)`.execute(db);
  await sql`create index request_event_window_end_idx on request_event (window_end)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table request_event`.execute(db);
  await sql`create table request_counter (
    key text not null,
    window_start timestamptz not null,
    window_end timestamptz not null,
    count integer not null,
    primary key (key, window_start)
  )`.execute(db);
  await sql`create index request_counter_window_end_idx on request_counter (window_end)`.execute(db);
}
