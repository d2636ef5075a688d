import { type Kysely, sql } from 'kysely';

/** Why staff withdrew a report (issue 14), kept with it for the audit trail. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table result_report add column withdraw_reason text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table result_report drop column withdraw_reason`.execute(db);
}
