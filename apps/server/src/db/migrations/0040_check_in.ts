import { type Kysely, sql } from 'kysely';

/**
 * Digital check-in and kiosks (§4): the referrer directory, per-clinic check-in settings, the check-in
 * state of an appointment (one row per appointment, so it checks in once) and registered kiosks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('doctor')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('city_name', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('doctor_last_name_idx')
    .on('doctor')
    .expression(sql`lower(last_name)`)
    .execute();

  // A clinic without a row uses the defaults: enabled, window from CHECK_IN_OPENS_MINUTES, full form.
  await db.schema
    .createTable('check_in_clinic_setting')
    .addColumn('clinic_id', 'integer', (c) => c.primaryKey().references('clinic.id').onDelete('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('opens_minutes', 'integer', (c) => c.check(sql`opens_minutes between 0 and 1440`))
    .addColumn('simple_mode', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('show_gender_selection', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('referral_required', 'boolean', (c) => c.notNull().defaultTo(true))
    // Demo RIS adapter only: makes its hand-off jobs fail, to show and test the ERROR path.
    .addColumn('simulate_ris_failure', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('check_in')
    .addColumn('appointment_id', 'integer', (c) =>
      c.primaryKey().references('appointment.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('ENABLED','PREPARING','PREPARED','PREPARE_FAILED','CHECKING_IN','CHECKED_IN','CHECK_IN_FAILED')`,
        ),
    )
    .addColumn('referrer_doctor_id', 'integer', (c) => c.references('doctor.id'))
    .addColumn('date_of_referral', 'date')
    .addColumn('medicare_number', 'text')
    .addColumn('medicare_irn', 'text')
    .addColumn('gender', 'text')
    .addColumn('prepared_sent_at', 'timestamptz')
    .addColumn('checked_in_at', 'timestamptz')
    .addColumn('check_in_sent_at', 'timestamptz')
    .addColumn('patient_folio_number', 'text')
    .addColumn('referral_imported_at', 'timestamptz')
    .addColumn('failure', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('kiosk')
    // The id is the kiosk identity typed once on the device: unguessable (≥128 random bits).
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinic.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kiosk_mode', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kiosk').execute();
  await db.schema.dropTable('check_in').execute();
  await db.schema.dropTable('check_in_clinic_setting').execute();
  await db.schema.dropTable('doctor').execute();
}
