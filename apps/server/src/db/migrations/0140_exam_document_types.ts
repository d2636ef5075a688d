import type { Kysely } from 'kysely';

/**
 * The document types an exam needs before it can be done (§3 booking request attachments
 * `examDocumentTypes`), so the requester can be shown which required documents are still missing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exam_document_type')
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exam.id').onDelete('cascade'))
    .addColumn('document_type_id', 'integer', (c) =>
      c.notNull().references('document_type.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('exam_document_type_pk', ['exam_id', 'document_type_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exam_document_type').execute();
}
