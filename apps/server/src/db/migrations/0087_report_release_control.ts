import { type Kysely, sql } from 'kysely';

/**
 * Staff control over a report's release (issue 14): a release time of its own instead of the
 * provider's delay, held back (no release until staff release it), and withdrawn (the patient's
 * view and every share stop showing it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table result_report add column release_at timestamptz`.execute(db);
  await sql`alter table result_report add column held boolean not null default false`.execute(db);
  await sql`alter table result_report add column withdrawn_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table result_report drop column withdrawn_at`.execute(db);
  await sql`alter table result_report drop column held`.execute(db);
  await sql`alter table result_report drop column release_at`.execute(db);
}
