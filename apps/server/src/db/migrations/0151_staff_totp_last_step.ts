import { type Kysely, sql } from 'kysely';

/** Issue 37: the last TOTP time step an account signed in with; a code of that step or before is spent. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_user add column totp_last_step bigint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_user drop column totp_last_step`.execute(db);
}
