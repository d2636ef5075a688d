import { type Kysely, sql } from 'kysely';

/**
 * Limits that hold across server instances (issue 12): one counter row per limited subject and
 * window, bumped by an upsert, and the address hash of whoever holds a slot so live holds can be
 * capped per address. Subjects are stored as SHA-256 (of rule and address or email), never raw.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table request_counter (
    key text not null,
    window_start timestamptz not null,
    window_end timestamptz not null,
    count integer not null,
    primary key (key, window_start)
  )`.execute(db);
  await sql`create index request_counter_window_end_idx on request_counter (window_end)`.execute(db);
  await sql`alter table slot_claim add column holder text`.execute(db);
  await sql`create index slot_claim_holder_idx on slot_claim (holder, expires_at) where kind = 'HOLD'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index slot_claim_holder_idx`.execute(db);
  await sql`alter table slot_claim drop column holder`.execute(db);
  await sql`drop table request_counter`.execute(db);
}
