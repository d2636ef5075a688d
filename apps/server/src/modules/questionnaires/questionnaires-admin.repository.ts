import type { OutcomeFields, ParsedQuestionnaireDocument } from '@rb/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import '../catalog/catalog.tables';
import { newestVersions } from './questionnaires.repository';
import './questionnaires.tables';

/** Writes and reads whole questionnaires (definition, links, rules) for import, export and seeding. */
export function createQuestionnairesAdminRepository(db: Db) {
  return {
    /**
     * Stores a document as the next version of the questionnaire with its key (version 1 of a new
     * one), replacing its exam and modality links. Exams and modalities come resolved to ids.
     */
    async storeDocument(
      trx: Db,
      doc: ParsedQuestionnaireDocument,
      links: { examIds: number[]; modalityIds: number[] },
      sortOrder?: number,
    ): Promise<{ id: number; version: number; created: boolean }> {
      const existing = await trx
        .selectFrom('questionnaire')
        .select('id')
        .where('key', '=', doc.key)
        .forUpdate()
        .executeTakeFirst();
      const meta = {
        type: doc.type,
        title: doc.title,
        modalSize: doc.modalSize,
        showClosingConfirmation: doc.showClosingConfirmation,
        general: doc.general,
        active: doc.active,
      };
      let id: number;
      if (existing) {
        id = existing.id;
        await trx
          .updateTable('questionnaire')
          .set({ ...meta, updatedAt: sql<string>`now()` as unknown as string })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('questionnaireExam').where('questionnaireId', '=', id).execute();
        await trx.deleteFrom('questionnaireModality').where('questionnaireId', '=', id).execute();
      } else {
        id = (
          await trx
            .insertInto('questionnaire')
            .values({ key: doc.key, ...meta, ...(sortOrder !== undefined && { sortOrder }) })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      if (links.examIds.length) {
        await trx
          .insertInto('questionnaireExam')
          .values(links.examIds.map((examId) => ({ questionnaireId: id, examId })))
          .execute();
      }
      if (links.modalityIds.length) {
        await trx
          .insertInto('questionnaireModality')
          .values(links.modalityIds.map((modalityId) => ({ questionnaireId: id, modalityId })))
          .execute();
      }
      const latest = await trx
        .selectFrom('questionnaireVersion')
        .select((eb) => eb.fn.max('version').as('max'))
        .where('questionnaireId', '=', id)
        .executeTakeFirst();
      const version = Number(latest?.max ?? 0) + 1;
      const versionId = (
        await trx
          .insertInto('questionnaireVersion')
          .values({ questionnaireId: id, version, definition: JSON.stringify(doc.definition) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      if (doc.rules.length) {
        await trx
          .insertInto('questionnaireOutcomeRule')
          .values(
            doc.rules.map((rule) => ({
              questionnaireVersionId: versionId,
              expression: rule.expression,
              outcomeType: rule.outcomeType,
              fields: JSON.stringify(rule.fields),
              priority: rule.priority,
            })),
          )
          .execute();
      }
      return { id, version, created: !existing };
    },

    /** Every questionnaire at its newest version, in the portable document shape. */
    async exportAll() {
      const rows = await newestVersions(db).execute();
      const exams = await db
        .selectFrom('questionnaireExam as qe')
        .innerJoin('exam', 'exam.id', 'qe.examId')
        .select(['qe.questionnaireId', 'exam.slug'])
        .execute();
      const modalities = await db
        .selectFrom('questionnaireModality as qm')
        .innerJoin('modality', 'modality.id', 'qm.modalityId')
        .select(['qm.questionnaireId', 'modality.code'])
        .execute();
      const rules = await db.selectFrom('questionnaireOutcomeRule').selectAll().orderBy('id').execute();
      return rows.map(({ versionId, ...row }) => ({
        ...row,
        definition: row.definition as Record<string, unknown>,
        examSlugs: exams.filter((e) => e.questionnaireId === row.id).map((e) => e.slug),
        modalityCodes: modalities.filter((m) => m.questionnaireId === row.id).map((m) => m.code),
        rules: rules
          .filter((rule) => rule.questionnaireVersionId === versionId)
          .map((rule) => ({
            expression: rule.expression,
            outcomeType: rule.outcomeType,
            fields: rule.fields as OutcomeFields,
            priority: rule.priority,
          })),
      }));
    },
  };
}

export type QuestionnairesAdminRepository = ReturnType<typeof createQuestionnairesAdminRepository>;
