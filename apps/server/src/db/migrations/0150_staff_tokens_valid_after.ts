import { type Kysely, sql } from 'kysely';

/**
 * Issue 37: the instant before which an account's tokens no longer count. Disabling the account or
 * changing its roles, clinics or password moves it forward, so tokens issued before refuse at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_user add column tokens_valid_after timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_user drop column tokens_valid_after`.execute(db);
}
