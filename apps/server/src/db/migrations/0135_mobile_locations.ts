import { type Kysely, sql } from 'kysely';

/**
 * Mobile locations (§2 mobileLocationId): an imaging van is a clinic row marked mobile, so its devices,
 * exams, schedule, slots and bookings are the clinic's own; the mark only changes how it is listed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table clinic add column mobile boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table clinic drop column mobile`.execute(db);
}
