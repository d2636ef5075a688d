import {
  bookingQuestionnaireTypes,
  type ParsedQuestionnaireDocument,
  type QuestionnaireExport,
  type QuestionnaireImportResponse,
} from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { checkDefinition, checkExpression } from './questionnaires.definition';
import type { QuestionnairesRepository } from './questionnaires.repository';
import type { QuestionnairesAdminRepository } from './questionnaires-admin.repository';

interface Problem {
  field: string;
  message: string;
  params?: Record<string, unknown>;
}

/** Import, export and versioning of questionnaire JSON for staff (and the demo seed). */
export function createQuestionnairesAdminService(
  deps: Pick<AppDeps, 'db'> & Partial<Pick<AppDeps, 'log'>>,
  repository: QuestionnairesRepository,
  adminRepository: QuestionnairesAdminRepository,
) {
  /**
   * A rule's restrictQuestionnaireId (decision 0030) must name a stored questionnaire asked while
   * booking: one of another moment (feedback, cancel…) would leave the booking questionnaires empty.
   */
  async function checkRestrictions(doc: ParsedQuestionnaireDocument, at: string): Promise<Problem[]> {
    const named = doc.rules.map((rule) => rule.fields.restrictQuestionnaireId);
    const ids = [...new Set(named.filter((id): id is number => id !== undefined))];
    if (ids.length === 0) return [];
    const found = await repository.listCurrent({ ids, types: bookingQuestionnaireTypes });
    return named.flatMap((id, ruleIndex) =>
      id === undefined || found.some((q) => q.id === id)
        ? []
        : [
            {
              field: `${at}.rules.${ruleIndex}.fields.restrictQuestionnaireId`,
              message: 'message.questionnaire_unknown_restriction',
              params: { restrictQuestionnaireId: id },
            },
          ],
    );
  }

  /** The validation step: SurveyJS must load the definition, every rule must parse, links must exist. */
  async function validate(doc: ParsedQuestionnaireDocument, index: number) {
    const at = `body.questionnaires.${index}`;
    const problems: Problem[] = [];
    const definition = checkDefinition(doc.definition);
    if (!definition.ok) {
      problems.push({
        field: `${at}.definition`,
        message: 'message.questionnaire_invalid_definition',
        params: { key: doc.key, errors: definition.errors },
      });
    }
    doc.rules.forEach((rule, ruleIndex) => {
      if (!checkExpression(rule.expression)) {
        problems.push({
          field: `${at}.rules.${ruleIndex}.expression`,
          message: 'message.questionnaire_invalid_rule',
        });
      }
    });
    problems.push(...(await checkRestrictions(doc, at)));
    const exams = await repository.examsBySlugs(doc.examSlugs);
    const modalities = await repository.modalitiesByCodes(doc.modalityCodes);
    for (const slug of doc.examSlugs.filter((s) => !exams.some((e) => e.slug === s))) {
      problems.push({
        field: `${at}.examSlugs`,
        message: 'message.questionnaire_unknown_exam',
        params: { examSlug: slug },
      });
    }
    for (const code of doc.modalityCodes.filter((c) => !modalities.some((m) => m.code === c))) {
      problems.push({
        field: `${at}.modalityCodes`,
        message: 'message.field_invalid',
        params: { modalityCode: code },
      });
    }
    return { problems, links: { examIds: exams.map((e) => e.id), modalityIds: modalities.map((m) => m.id) } };
  }

  async function importAll(
    docs: ParsedQuestionnaireDocument[],
    options: { dryRun?: boolean; trx?: Db } = {},
  ): Promise<QuestionnaireImportResponse> {
    const keys = docs.map((d) => d.key);
    const duplicate = keys.find((key, i) => keys.indexOf(key) !== i);
    if (duplicate) throw new AppError(400, 'message.questionnaire_duplicate_key', { key: duplicate });
    const checked = await Promise.all(docs.map((doc, index) => validate(doc, index)));
    const problems = checked.flatMap((c) => c.problems);
    if (problems.length) {
      const invalidDefinition = problems.some(
        (p) => p.message === 'message.questionnaire_invalid_definition',
      );
      throw new AppError(
        400,
        invalidDefinition ? 'message.questionnaire_invalid_definition' : 'message.validation_error',
        undefined,
        problems,
      );
    }
    if (options.dryRun) {
      return {
        dryRun: true,
        results: docs.map((d) => ({ key: d.key, id: null, version: null, created: false })),
      };
    }
    const store = async (trx: Db) => {
      const results = [];
      for (const [index, doc] of docs.entries()) {
        const links = (checked[index] as (typeof checked)[number]).links;
        const stored = await adminRepository.storeDocument(trx, doc, links, index * 10);
        results.push({ key: doc.key, ...stored });
      }
      return results;
    };
    const results = options.trx ? await store(options.trx) : await deps.db.transaction().execute(store);
    deps.log?.info({ keys, versions: results.map((r) => r.version) }, 'questionnaires imported');
    return { dryRun: false, results };
  }

  return {
    importAll,

    /** The current version of each stored questionnaire the filter names. */
    listCurrent: repository.listCurrent,

    async exportAll(): Promise<QuestionnaireExport> {
      return { questionnaires: await adminRepository.exportAll() };
    },
  };
}

export type QuestionnairesAdminService = ReturnType<typeof createQuestionnairesAdminService>;
