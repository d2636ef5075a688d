import { type Kysely, sql } from 'kysely';

/**
 * When devices work: weekly schedules in the clinic's local time (several periods a day make the
 * breaks), closures and other exceptions as instants, and public holidays per state (null = national).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_schedule')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('device_id', 'integer', (c) => c.notNull().references('device.id').onDelete('cascade'))
    // 0 = Sunday … 6 = Saturday, as JavaScript's getDay().
    .addColumn('weekday', 'smallint', (c) => c.notNull().check(sql`weekday between 0 and 6`))
    // Minutes after local midnight; a period never crosses midnight.
    .addColumn('start_minute', 'smallint', (c) => c.notNull().check(sql`start_minute between 0 and 1439`))
    .addColumn('end_minute', 'smallint', (c) => c.notNull().check(sql`end_minute between 1 and 1440`))
    .addColumn('valid_from', 'date')
    .addColumn('valid_to', 'date')
    .addCheckConstraint('device_schedule_period_ck', sql`end_minute > start_minute`)
    .execute();
  await db.schema
    .createIndex('device_schedule_device_idx')
    .on('device_schedule')
    .column('device_id')
    .execute();

  await db.schema
    .createTable('schedule_exception')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinic.id').onDelete('cascade'))
    // Null closes every device of the clinic.
    .addColumn('device_id', 'integer', (c) => c.references('device.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addCheckConstraint('schedule_exception_period_ck', sql`ends_at > starts_at`)
    .execute();
  await db.schema
    .createIndex('schedule_exception_clinic_idx')
    .on('schedule_exception')
    .columns(['clinic_id', 'ends_at'])
    .execute();

  await db.schema
    .createTable('public_holiday')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('holiday_date', 'date', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // Australian state code (NSW, VIC, QLD, …); null for a national holiday.
    .addColumn('state', 'text')
    .execute();
  await sql`create unique index public_holiday_date_state_uq on public_holiday (holiday_date, coalesce(state, ''))`.execute(
    db,
  );

  // Expired holds are deleted by range on expiry before each claim.
  await db.schema.createIndex('slot_claim_expires_idx').on('slot_claim').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('slot_claim_expires_idx').execute();
  for (const table of ['public_holiday', 'schedule_exception', 'device_schedule']) {
    await db.schema.dropTable(table).execute();
  }
}
