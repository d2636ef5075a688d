import { type Kysely, sql } from 'kysely';

/**
 * An exam's texts in the provider's other languages (issue 39): the exam's own columns hold the
 * default locale's name, notes and instructions; a row here replaces any of them it sets for patients
 * reading in that locale (null keeps the default's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exam_text')
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exam.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('exam_notes', 'text')
    .addColumn('notes', 'text')
    .addColumn('preparation_notes', 'text')
    .addPrimaryKeyConstraint('exam_text_pk', ['exam_id', 'locale'])
    .addCheckConstraint(
      'exam_text_not_empty',
      sql`coalesce(name, exam_notes, notes, preparation_notes) is not null`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exam_text').execute();
}
