import { type Kysely, sql } from 'kysely';

/**
 * Where a mobile van (a clinic marked mobile, migration 0135) stands on each day (issue 39, §7
 * mobile locations): one stop per van and local date, with the place, its coordinates and the
 * hours it is open there. The van's devices, schedule and bookings stay the clinic's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('van_stop')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinic.id').onDelete('cascade'))
    .addColumn('stop_date', 'date', (c) => c.notNull())
    .addColumn('place_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull().check(sql`latitude between -90 and 90`))
    .addColumn('longitude', 'double precision', (c) => c.notNull().check(sql`longitude between -180 and 180`))
    .addColumn('opens_minute', 'smallint', (c) => c.notNull().check(sql`opens_minute between 0 and 1439`))
    .addColumn('closes_minute', 'smallint', (c) => c.notNull().check(sql`closes_minute between 1 and 1440`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('van_stop_period_ck', sql`closes_minute > opens_minute`)
    .addUniqueConstraint('van_stop_clinic_date_uq', ['clinic_id', 'stop_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('van_stop').execute();
}
