import { type Kysely, sql } from 'kysely';

/**
 * Kiosks are bound to the network addresses staff give at enrolment (decision 0012). Kiosks
 * registered before have none, so their cookies stop counting until staff re-enrol them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table kiosk add column allowed_networks jsonb not null default '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table kiosk drop column allowed_networks`.execute(db);
}
