import { type Kysely, sql } from 'kysely';

/**
 * What a radiology provider schedules: regions, clinics, modalities, exams, devices, body parts,
 * postal codes; patients, appointments and booking requests; and slot claims.
 *
 * Double booking is impossible by construction: every active appointment and every live hold owns
 * one row of `slot_claim`, and an exclusion constraint forbids two overlapping claims on one device.
 * Expired holds are deleted before a claim is inserted, in the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('region')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('clinic')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('region_id', 'integer', (c) => c.notNull().references('region.id'))
    .addColumn('address_line', 'text', (c) => c.notNull())
    .addColumn('suburb', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('opening_hours', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('walk_in_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('modality')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('exam')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('modality_id', 'integer', (c) => c.notNull().references('modality.id'))
    .addColumn('exam_code', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes > 0`))
    .addColumn('preparation_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minutes_prior', 'integer', (c) => c.notNull().defaultTo(60))
    .addColumn('enquiry_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('walk_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('special_enquiry', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('general_enquiry', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('group_name', 'text')
    .addColumn('exam_notes', 'text')
    .addColumn('notes', 'text')
    .addColumn('preparation_notes', 'text')
    .addColumn('show_booking_request_info_modal', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('body_part')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('figure_region', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('exam_body_part')
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exam.id').onDelete('cascade'))
    .addColumn('body_part_id', 'integer', (c) => c.notNull().references('body_part.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('exam_body_part_pk', ['exam_id', 'body_part_id'])
    .execute();

  await db.schema
    .createTable('device')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinic.id'))
    .addColumn('modality_id', 'integer', (c) => c.notNull().references('modality.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('clinic_exam')
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinic.id'))
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exam.id'))
    .addColumn('device_id', 'integer', (c) => c.notNull().references('device.id'))
    .addColumn('custom_duration_minutes', 'integer', (c) => c.check(sql`custom_duration_minutes > 0`))
    .addPrimaryKeyConstraint('clinic_exam_pk', ['clinic_id', 'exam_id', 'device_id'])
    .execute();

  await db.schema
    .createTable('postal_code_location')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('suburb', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('AU'))
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('postal_code_location_code_idx')
    .on('postal_code_location')
    .column('code')
    .execute();

  await db.schema
    .createTable('patient')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'date', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('contact_number', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('gender', 'text')
    .addColumn('medicare_number', 'text')
    .addColumn('medicare_irn', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('appointment')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('booking_key', 'text', (c) => c.notNull())
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exam.id'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinic.id'))
    .addColumn('device_id', 'integer', (c) => c.notNull().references('device.id'))
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('patient.id'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('BOOKED','PENDING','CANCELED','RESCHEDULED','CHANGED','EXPIRED','EXPIRED_PATIENT','DECLINED_BY_PATIENT','REMOVED_BY_OPERATOR','DELETED','ON_HOLD')`,
        ),
    )
    .addColumn('created_by', 'text', (c) =>
      c.notNull().check(sql`created_by in ('PATIENT','REFERRER','STAFF')`),
    )
    .addColumn('walk_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('notes', 'text')
    .addColumn('rescheduled_from_id', 'integer', (c) => c.references('appointment.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('appointment_period_ck', sql`ends_at > starts_at`)
    .execute();
  // Several appointments of one visit share a booking key (multiple exams back to back).
  await db.schema
    .createIndex('appointment_booking_key_idx')
    .on('appointment')
    .column('booking_key')
    .execute();
  await db.schema
    .createIndex('appointment_clinic_start_idx')
    .on('appointment')
    .columns(['clinic_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('slot_claim')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('device_id', 'integer', (c) => c.notNull().references('device.id'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('HOLD','APPOINTMENT')`))
    .addColumn('booking_key', 'text', (c) => c.notNull())
    .addColumn('appointment_id', 'integer', (c) =>
      c.unique().references('appointment.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz')
    .addCheckConstraint(
      'slot_claim_kind_ck',
      sql`(kind = 'HOLD' and expires_at is not null and appointment_id is null) or (kind = 'APPOINTMENT' and appointment_id is not null)`,
    )
    .addCheckConstraint('slot_claim_period_ck', sql`ends_at > starts_at`)
    .execute();
  await sql`alter table slot_claim add constraint slot_claim_no_overlap
    exclude using gist (device_id with =, tstzrange(starts_at, ends_at, '[)') with &&)`.execute(db);
  await db.schema.createIndex('slot_claim_booking_key_idx').on('slot_claim').column('booking_key').execute();

  await db.schema
    .createTable('booking_request')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('booking_key', 'text', (c) => c.notNull().unique())
    .addColumn('clinic_id', 'integer', (c) => c.references('clinic.id'))
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('patient.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(sql`status in ('PENDING','BOOKED','CANCELED','ON_HOLD','DELETED','REMOVED_BY_OPERATOR')`),
    )
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('PATIENT','REFERRER','STAFF','CHAT')`))
    .addColumn('notes', 'text')
    .addColumn('preferred_dates', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('booking_request_exam')
    .addColumn('booking_request_id', 'integer', (c) =>
      c.notNull().references('booking_request.id').onDelete('cascade'),
    )
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exam.id'))
    .addPrimaryKeyConstraint('booking_request_exam_pk', ['booking_request_id', 'exam_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'booking_request_exam',
    'booking_request',
    'slot_claim',
    'appointment',
    'patient',
    'postal_code_location',
    'clinic_exam',
    'device',
    'exam_body_part',
    'body_part',
    'exam',
    'modality',
    'clinic',
    'region',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
