import type { Kysely } from 'kysely';

/**
 * Each hand-off to the RIS gets an id; a job only records its answer while its hand-off is still the
 * current one, so a late answer to an earlier preparation cannot overwrite a newer one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('check_in').addColumn('hand_off_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('check_in').dropColumn('hand_off_id').execute();
}
