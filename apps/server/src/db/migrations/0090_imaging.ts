import { type Kysely, sql } from 'kysely';

/**
 * Referrer imaging (issue 15): which PACS study belongs to an appointment, imsec links that grant
 * one study to one recipient (only the SHA-256 of the imsec is kept), and the report-quality
 * feedback given once per link. Every access is an audit_event row, so no access table here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointment_study')
    .addColumn('appointment_id', 'integer', (c) => c.primaryKey().references('appointment.id'))
    .addColumn('repository_source', 'text', (c) => c.notNull())
    .addColumn('study_instance_uid', 'text', (c) => c.notNull())
    .addColumn('accession_number', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('appointment_study_accession')
    .on('appointment_study')
    .column('accession_number')
    .execute();

  await db.schema
    .createTable('imaging_link')
    .addColumn('imsec_hash', 'text', (c) => c.primaryKey())
    .addColumn('repository_source', 'text', (c) => c.notNull())
    .addColumn('study_instance_uid', 'text', (c) => c.notNull())
    .addColumn('accession_number', 'text', (c) => c.notNull())
    .addColumn('booking_key', 'text')
    .addColumn('recipient_kind', 'text', (c) =>
      c.notNull().check(sql`recipient_kind in ('REFERRER', 'PATIENT', 'SHARE', 'STAFF')`),
    )
    /** The referrer's email or the signed-in user's subject; never shown to anyone else. */
    .addColumn('recipient', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('imaging_link_recipient').on('imaging_link').column('recipient').execute();

  await db.schema
    .createTable('referrer_report_feedback')
    .addColumn('imsec_hash', 'text', (c) => c.primaryKey().references('imaging_link.imsec_hash'))
    .addColumn('questionnaire_id', 'integer', (c) => c.notNull())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referrer_report_feedback').execute();
  await db.schema.dropTable('imaging_link').execute();
  await db.schema.dropTable('appointment_study').execute();
}
