import { type Kysely, sql } from 'kysely';

/**
 * Issue 37 finding 4 (decision 0054): sign-in failures counted per account (or unknown name), per
 * (account, address) and per address, each with the instant its next attempt is allowed, in the
 * shared database so every instance holds the same delays. Replaces the rows-per-failure table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff_sign_in_throttle (
      key text primary key,
      failures integer not null,
      last_at timestamptz not null,
      held_until timestamptz not null
    )`.execute(db);
  await sql`create index staff_sign_in_throttle_last_at on staff_sign_in_throttle (last_at)`.execute(db);
  await sql`drop table staff_login_failure`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table staff_sign_in_throttle`.execute(db);
  await sql`
    create table staff_login_failure (
      id bigint generated always as identity primary key,
      subject text not null,
      at timestamptz not null
    )`.execute(db);
  await sql`create index staff_login_failure_subject_at_idx on staff_login_failure (subject, at)`.execute(db);
}
