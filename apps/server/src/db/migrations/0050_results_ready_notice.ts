import type { Kysely } from 'kysely';

/**
 * When the patient was told a report is ready (results_ready queued), so the release notice is
 * queued exactly once whether the report is released at once or when its release delay passes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('result_report').addColumn('notified_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('result_report').dropColumn('notified_at').execute();
}
