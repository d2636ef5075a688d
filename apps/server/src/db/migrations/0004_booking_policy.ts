import { type Kysely, sql } from 'kysely';

/**
 * The provider's booking rules, one row: pending appointments, hold length, booking horizon,
 * postal-code distance limit. Booking requests gain their delete and integration keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_policy')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('pending_by_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hold_minutes', 'integer', (c) =>
      c.notNull().defaultTo(10).check(sql`hold_minutes between 1 and 120`),
    )
    .addColumn('horizon_days', 'integer', (c) =>
      c.notNull().defaultTo(90).check(sql`horizon_days between 1 and 730`),
    )
    .addColumn('postal_code_distance_limit_km', 'double precision', (c) =>
      c.notNull().defaultTo(25).check(sql`postal_code_distance_limit_km > 0`),
    )
    .execute();
  await sql`insert into booking_policy (id) values (true)`.execute(db);

  await db.schema
    .alterTable('booking_request')
    .addColumn('delete_key', 'text', (c) => c.unique())
    .addColumn('api_key', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_request').dropColumn('delete_key').dropColumn('api_key').execute();
  await db.schema.dropTable('booking_policy').execute();
}
