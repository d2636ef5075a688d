import { z } from 'zod';
import { multilineText, text } from '../common/text';
import { modalSize, outcomeRule, questionnaireType, surveyDefinition } from './questionnaires.schemas';

/**
 * A questionnaire as staff export and import it: portable between databases, so exams are named by
 * slug and modalities by code, and the questionnaire by its stable `key`.
 */
export const questionnaireDocument = z.object({
  key: text()
    .min(2)
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/),
  type: questionnaireType,
  title: multilineText().min(1).max(300),
  modalSize: modalSize.default('lg'),
  showClosingConfirmation: z.boolean().default(false),
  general: z.boolean().default(false),
  examSlugs: z.array(text().min(1).max(200)).max(200).default([]),
  modalityCodes: z.array(text().min(1).max(50)).max(50).default([]),
  active: z.boolean().default(true),
  definition: surveyDefinition,
  rules: z.array(outcomeRule).max(100).default([]),
});
export type QuestionnaireDocument = z.input<typeof questionnaireDocument>;
export type ParsedQuestionnaireDocument = z.output<typeof questionnaireDocument>;

export const exportedQuestionnaire = questionnaireDocument.extend({
  id: z.number().int(),
  version: z.number().int(),
});

export const questionnaireExport = z.object({ questionnaires: z.array(exportedQuestionnaire) });
export type QuestionnaireExport = z.infer<typeof questionnaireExport>;

export const questionnaireImportRequest = z.object({
  questionnaires: z.array(questionnaireDocument).min(1).max(100),
  /** Validate only: nothing is stored. */
  dryRun: z.boolean().default(false),
});
export type QuestionnaireImportRequest = z.input<typeof questionnaireImportRequest>;

export const questionnaireImportResponse = z.object({
  dryRun: z.boolean(),
  results: z.array(
    z.object({
      key: text(),
      id: z.number().int().nullable(),
      version: z.number().int().nullable(),
      created: z.boolean(),
    }),
  ),
});
export type QuestionnaireImportResponse = z.infer<typeof questionnaireImportResponse>;
