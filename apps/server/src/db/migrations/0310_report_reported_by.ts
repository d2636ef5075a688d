import { type Kysely, sql } from 'kysely';

/**
 * Which radiologist reported a study (issue 42): the subject of their account and the name it had
 * when the report arrived, so referrers' report-quality feedback can be attributed to them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table result_report add column reported_by text, add column reported_by_name text`.execute(
    db,
  );
  await sql`create index result_report_reported_by on result_report (reported_by)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index result_report_reported_by`.execute(db);
  await sql`alter table result_report drop column reported_by, drop column reported_by_name`.execute(db);
}
