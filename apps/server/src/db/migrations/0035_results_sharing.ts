import { type Kysely, sql } from 'kysely';

/**
 * Results and sharing (issue 4): report PDFs per appointment (bytes in blob storage), image-viewer
 * links, and shares of results with a contact. Secrets are stored only as SHA-256 (share keys, imsec).
 * A share's recipient proves it through the patient-auth challenge, which now names the share.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('result_report')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('appointment_id', 'integer', (c) => c.notNull().references('appointment.id'))
    .addColumn('blob_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('result_report_appointment')
    .on('result_report')
    .column('appointment_id')
    .execute();

  await db.schema
    .createTable('result_share')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('booking_key', 'text', (c) => c.notNull())
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('patient.id'))
    .addColumn('share_type', 'text', (c) => c.notNull().check(sql`share_type in ('RESULT','HISTORY')`))
    .addColumn('contact_type', 'text', (c) => c.notNull().check(sql`contact_type in ('EMAIL','PHONE')`))
    .addColumn('contact_details', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('result_share_booking').on('result_share').column('booking_key').execute();

  await db.schema
    .createTable('image_viewer_link')
    .addColumn('imsec_hash', 'text', (c) => c.primaryKey())
    .addColumn('booking_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('otp_challenge')
    .addColumn('share_id', 'integer', (c) => c.references('result_share.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('otp_challenge').dropColumn('share_id').execute();
  await db.schema.dropTable('image_viewer_link').execute();
  await db.schema.dropTable('result_share').execute();
  await db.schema.dropTable('result_report').execute();
}
