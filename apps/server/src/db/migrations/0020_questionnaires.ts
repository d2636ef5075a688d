import { type Kysely, sql } from 'kysely';

/**
 * Questionnaires (SurveyJS definitions), their versions with outcome rules, and the answers.
 *
 * A definition is never edited in place: an import adds a version, and an answer points at the
 * version it answered, so staff always read an answer against the questions the patient saw and its
 * outcome is computed with the rules of that version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questionnaire')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`type in ('REQUIRED_ON_CONFIRMATION','FEEDBACK','DECLINE_APPOINTMENT','CANCEL_APPOINTMENT_PATIENT','CREATE_BOOKING_REQUEST','CREATE_BOOKING_REQUEST_REFERRER','PAIN_SCORE_INITIAL','PAIN_SCORE_FINAL','PROTOCOL','MODALITY_ROUTING','BOOKING_FORM')`,
        ),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('modal_size', 'text', (c) =>
      c.notNull().defaultTo('lg').check(sql`modal_size in ('sm','md','lg','xl')`),
    )
    .addColumn('show_closing_confirmation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('general', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('questionnaire_exam')
    .addColumn('questionnaire_id', 'integer', (c) =>
      c.notNull().references('questionnaire.id').onDelete('cascade'),
    )
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exam.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('questionnaire_exam_pk', ['questionnaire_id', 'exam_id'])
    .execute();

  await db.schema
    .createTable('questionnaire_modality')
    .addColumn('questionnaire_id', 'integer', (c) =>
      c.notNull().references('questionnaire.id').onDelete('cascade'),
    )
    .addColumn('modality_id', 'integer', (c) => c.notNull().references('modality.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('questionnaire_modality_pk', ['questionnaire_id', 'modality_id'])
    .execute();

  await db.schema
    .createTable('questionnaire_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('questionnaire_id', 'integer', (c) =>
      c.notNull().references('questionnaire.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('questionnaire_version_uq', ['questionnaire_id', 'version'])
    .execute();

  await db.schema
    .createTable('questionnaire_outcome_rule')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('questionnaire_version_id', 'integer', (c) =>
      c.notNull().references('questionnaire_version.id').onDelete('cascade'),
    )
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn('outcome_type', 'text', (c) =>
      c.check(sql`outcome_type in ('CREATE_BOOKING_REQUEST','DENY_BOOKING')`),
    )
    .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(100))
    .execute();
  await db.schema
    .createIndex('questionnaire_outcome_rule_version_idx')
    .on('questionnaire_outcome_rule')
    .column('questionnaire_version_id')
    .execute();

  await db.schema
    .createTable('questionnaire_answer')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('booking_key', 'text', (c) => c.notNull())
    .addColumn('appointment_id', 'integer', (c) => c.references('appointment.id').onDelete('cascade'))
    .addColumn('booking_request_id', 'integer', (c) => c.references('booking_request.id').onDelete('cascade'))
    .addColumn('temporary', 'boolean', (c) => c.notNull())
    .addColumn('questionnaire_id', 'integer', (c) => c.notNull().references('questionnaire.id'))
    .addColumn('questionnaire_version_id', 'integer', (c) =>
      c.notNull().references('questionnaire_version.id'),
    )
    .addColumn('questionnaire_type', 'text', (c) => c.notNull())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A temporary answer belongs to no booking yet; a kept one to exactly one at most.
    .addCheckConstraint(
      'questionnaire_answer_owner_ck',
      sql`(temporary and appointment_id is null and booking_request_id is null) or (not temporary and (appointment_id is null or booking_request_id is null))`,
    )
    .execute();
  await db.schema
    .createIndex('questionnaire_answer_booking_key_idx')
    .on('questionnaire_answer')
    .columns(['booking_key', 'questionnaire_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'questionnaire_answer',
    'questionnaire_outcome_rule',
    'questionnaire_version',
    'questionnaire_modality',
    'questionnaire_exam',
    'questionnaire',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
