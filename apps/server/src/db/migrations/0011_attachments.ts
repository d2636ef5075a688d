import { type Kysely, sql } from 'kysely';

/**
 * Uploaded documents. A file belongs to exactly one owner: an appointment, a booking request, or
 * (while the booking is being made) a temporary booking key. The bytes live in the blob store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_type')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('attachment')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('appointment_id', 'integer', (c) => c.references('appointment.id'))
    .addColumn('booking_request_id', 'integer', (c) => c.references('booking_request.id'))
    .addColumn('temp_booking_key', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size >= 0`))
    .addColumn('blob_key', 'text', (c) => c.notNull().unique())
    .addColumn('document_type_id', 'integer', (c) => c.references('document_type.id'))
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'attachment_one_owner_ck',
      sql`num_nonnulls(appointment_id, booking_request_id, temp_booking_key) = 1`,
    )
    .execute();
  await db.schema
    .createIndex('attachment_appointment_idx')
    .on('attachment')
    .column('appointment_id')
    .execute();
  await db.schema
    .createIndex('attachment_booking_request_idx')
    .on('attachment')
    .column('booking_request_id')
    .execute();
  await db.schema
    .createIndex('attachment_temp_booking_key_idx')
    .on('attachment')
    .column('temp_booking_key')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attachment').execute();
  await db.schema.dropTable('document_type').execute();
}
