import { type Kysely, sql } from 'kysely';

/**
 * The server secret every instance shares when SESSION_SECRET is not configured (development,
 * tests, a second instance started beside the first): one row, made by whichever instance starts first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table shared_secret (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table shared_secret`.execute(db);
}
