import { type Kysely, sql } from 'kysely';

/**
 * Patient data the portal keeps beside the booking: change requests for staff (the patient row is
 * never changed by the patient directly), consent forms per appointment, unsubscribes, and the two
 * small reference lists of the patient details form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ethnicity', 'insurance_type']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await sql`insert into ethnicity (code, name, sort_order) values
    ('ABORIGINAL', 'Aboriginal', 1), ('TORRES_STRAIT', 'Torres Strait Islander', 2),
    ('BOTH', 'Aboriginal and Torres Strait Islander', 3), ('NEITHER', 'Neither', 4),
    ('NOT_STATED', 'Prefer not to say', 5)`.execute(db);
  await sql`insert into insurance_type (code, name, sort_order) values
    ('MEDICARE', 'Medicare', 1), ('PRIVATE', 'Private health insurance', 2), ('DVA', 'Department of Veterans'' Affairs', 3),
    ('WORKERS_COMP', 'Workers compensation', 4), ('SELF_FUNDED', 'Self-funded', 5)`.execute(db);

  await db.schema
    .createTable('patient_change_request')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('origin', 'text', (c) =>
      c.notNull().check(sql`origin in ('BOOKING_REQUEST','APPOINTMENT','APPOINTMENT_CONFIRMATION')`),
    )
    .addColumn('booking_key', 'text', (c) => c.notNull())
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('patient.id').onDelete('cascade'))
    .addColumn('changes', 'jsonb', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('OPEN').check(sql`status in ('OPEN','DONE','REJECTED')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('patient_change_request_open_idx')
    .on('patient_change_request')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('consent_form')
    .addColumn('appointment_id', 'integer', (c) =>
      c.primaryKey().references('appointment.id').onDelete('cascade'),
    )
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('booking_unsubscribe')
    .addColumn('booking_key', 'text', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'booking_unsubscribe',
    'consent_form',
    'patient_change_request',
    'insurance_type',
    'ethnicity',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
