import { z } from 'zod';
import { bookingKey } from '../appointments/booking-key.schemas';
import { jsonRecord, multilineText, text } from '../common/text';

/** §3 Questionnaire types: when in the journey a questionnaire is asked. */
export const questionnaireTypes = [
  'REQUIRED_ON_CONFIRMATION',
  'FEEDBACK',
  'DECLINE_APPOINTMENT',
  'CANCEL_APPOINTMENT_PATIENT',
  'CREATE_BOOKING_REQUEST',
  'CREATE_BOOKING_REQUEST_REFERRER',
  'PAIN_SCORE_INITIAL',
  'PAIN_SCORE_FINAL',
  'PROTOCOL',
  'MODALITY_ROUTING',
  'BOOKING_FORM',
] as const;
export const questionnaireType = z.enum(questionnaireTypes);
export type QuestionnaireType = z.infer<typeof questionnaireType>;

/**
 * Types asked while booking when the caller names no types: the exam-linked and general
 * questionnaires of the booking form. The others belong to a moment of their own (confirmation,
 * cancel, decline, pain score, feedback) and are asked for by type.
 */
export const bookingQuestionnaireTypes: QuestionnaireType[] = [
  'BOOKING_FORM',
  'PROTOCOL',
  'MODALITY_ROUTING',
  'CREATE_BOOKING_REQUEST',
];

/** Modal sizes of the questionnaire survey (§9: default lg). */
export const modalSizes = ['sm', 'md', 'lg', 'xl'] as const;
export const modalSize = z.enum(modalSizes);
export type ModalSize = z.infer<typeof modalSize>;

/** A SurveyJS JSON definition; checked on the server by loading it in survey-core. */
export const surveyDefinition = jsonRecord();
export type SurveyDefinition = z.infer<typeof surveyDefinition>;

/** §3 Questionnaire with the version of its definition the patient answers. */
export const questionnaire = z.object({
  id: z.number().int(),
  type: questionnaireType,
  title: multilineText(),
  modalSize,
  showClosingConfirmation: z.boolean(),
  general: z.boolean(),
  examSlugs: z.array(text()),
  modalityIds: z.array(z.number().int()),
  version: z.number().int(),
  definition: surveyDefinition,
});
export type Questionnaire = z.infer<typeof questionnaire>;

/** A stored answer, without its content (the content is patient data and is not echoed back). */
export const questionnaireAnswerSummary = z.object({
  answerId: z.number().int(),
  questionnaireId: z.number().int(),
  questionnaireType,
  version: z.number().int(),
  temporary: z.boolean(),
  createdAt: text(),
});
export type QuestionnaireAnswerSummary = z.infer<typeof questionnaireAnswerSummary>;

const slug = text().min(1).max(200);
/** A comma list in the query string (`a,b`), an array after parsing. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  text()
    .max(1000)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(20));

export const getQuestionnairesQuery = z.object({
  bookingKey,
  appointmentSlug: slug.optional(),
  /** The exam an outcome switched to: its questionnaires replace those of the booked exams. */
  changedExamSlug: slug.optional(),
  /** Exams of a booking that does not exist yet (temporary answers), comma separated. */
  examSlug: commaList(slug).optional(),
  /** Only these types (comma separated); default the booking-form types. */
  types: commaList(questionnaireType).optional(),
});
export type GetQuestionnairesQuery = z.input<typeof getQuestionnairesQuery>;

export const getQuestionnairesResponse = z.object({
  /** Unanswered questionnaires, exam-linked first, in the order to ask them. */
  questionnaires: z.array(questionnaire),
  bookingKey,
  examQuestionnaireAnswers: z.array(questionnaireAnswerSummary),
  allQuestionnaireAnswers: z.array(questionnaireAnswerSummary),
});
export type GetQuestionnairesResponse = z.infer<typeof getQuestionnairesResponse>;

/** A SurveyJS result: question name → value. Bounded so an answer can't grow without limit. */
export const questionnaireResult = z
  .record(text().max(200), z.unknown())
  .refine((value) => Object.keys(value).length <= 300, { message: 'message.field_too_long' })
  .refine((value) => JSON.stringify(value).length <= 64_000, { message: 'message.field_too_long' });

/** §3 Questionnaire answer, for the booking (or the temporary booking key) it belongs to. */
export const saveAnswerRequest = z.object({
  bookingKey,
  appointmentSlug: slug.optional(),
  questionnaireId: z.number().int().positive(),
  questionnaireType,
  questionnaireResult,
});
export type SaveAnswerRequest = z.input<typeof saveAnswerRequest>;

export const saveAnswerResponse = z.object({
  answerId: z.number().int(),
  questionnaireId: z.number().int(),
  version: z.number().int(),
  /** True while no booking exists for the key: the answer moves to the booking when it is made. */
  temporary: z.boolean(),
});
export type SaveAnswerResponse = z.infer<typeof saveAnswerResponse>;

/** §3 Outcome types. */
export const outcomeTypes = ['CREATE_BOOKING_REQUEST', 'DENY_BOOKING'] as const;
export const outcomeType = z.enum(outcomeTypes);
export type OutcomeType = z.infer<typeof outcomeType>;

/**
 * §3 processed outcome fields. Every field is optional in a rule; the processed outcome merges the
 * matching rules (see the server's questionnaires.outcomes.ts for how).
 */
export const outcomeFields = z.object({
  medicareNumberRequired: z.boolean().optional(),
  validationCodeRequired: z.boolean().optional(),
  documentTypeId: z.number().int().optional(),
  insuranceTypeId: z.number().int().optional(),
  url: text().max(2000).optional(),
  /** A message.* key (translated by the web) or a provider's own sentence. */
  message: multilineText().max(2000).optional(),
  walkInExamName: text().max(200).optional(),
  prepTime: z.number().int().min(0).optional(),
  minutesPrior: z.number().int().min(0).optional(),
  restrictQuestionnaireId: z.number().int().optional(),
  walkInEnabledGroup: text().max(200).optional(),
  /** Relative earliest date: `+14d`, `+2w` or `+1m` from today. */
  restrictMinDate: text()
    .regex(/^\+\d{1,3}[dwm]$/)
    .optional(),
  newExamSlug: slug.optional(),
});
export type OutcomeFields = z.infer<typeof outcomeFields>;

/** An outcome rule of a questionnaire version: a SurveyJS expression over the answers. */
export const outcomeRule = z.object({
  expression: multilineText().min(1).max(2000),
  outcomeType: outcomeType.nullable().default(null),
  fields: outcomeFields.default({}),
  /** Lower numbers are looked at first. */
  priority: z.number().int().default(100),
});
export type OutcomeRule = z.input<typeof outcomeRule>;

export const processOutcomesRequest = z.object({
  bookingKey,
  /** Only the answers of this questionnaire; all answers of the booking key when absent. */
  questionnaireId: z.number().int().positive().optional(),
});
export type ProcessOutcomesRequest = z.input<typeof processOutcomesRequest>;

/** The processed outcome, computed on the server from the stored answers only. */
export const processedOutcome = outcomeFields.omit({ restrictMinDate: true }).extend({
  outcome: outcomeType.nullable(),
  /** Earliest bookable date (yyyy-MM-dd), from the most restrictive matching rule. */
  restrictMinDate: text().optional(),
  /** Questionnaires whose answers were evaluated. */
  questionnaireIds: z.array(z.number().int()),
});
export type ProcessedOutcome = z.infer<typeof processedOutcome>;

export const changeExamRequest = z.object({
  bookingKey,
  questionnaireId: z.number().int().positive().optional(),
});
export const changeExamResponse = z.object({
  bookingKey,
  newExamSlug: text(),
  examName: text(),
  /** Where the journey continues: the clinic finder of the new exam, keeping the booking key. */
  nextPath: text(),
});
export type ChangeExamResponse = z.infer<typeof changeExamResponse>;

export const questionnaireMessageQuery = z.object({
  bookingKey,
  questionnaireId: z.coerce.number().int().positive().optional(),
});
export const questionnaireMessageResponse = z.object({
  message: multilineText().nullable(),
  outcome: outcomeType.nullable(),
});

/** A stored answer as a readable document for staff. */
export const questionnaireAnswerView = z.object({
  answerId: z.number().int(),
  questionnaireId: z.number().int(),
  questionnaireType,
  title: multilineText(),
  version: z.number().int(),
  bookingKey: text(),
  temporary: z.boolean(),
  answeredAt: text(),
  entries: z.array(z.object({ name: text(), title: text(), answer: text() })),
});
export type QuestionnaireAnswerView = z.infer<typeof questionnaireAnswerView>;

export const answerIdParams = z.object({ answerId: z.coerce.number().int().positive() });

/** §3 Feedback questionnaire response: `questionnaire` is null when feedback was already given. */
export const feedbackQuestionnaireResponse = z.object({
  questionnaire: questionnaire.nullable(),
  questionnaireId: z.number().int().nullable(),
  title: multilineText().nullable(),
  modalSize: modalSize.nullable(),
  showClosingConfirmation: z.boolean(),
});
export type FeedbackQuestionnaireResponse = z.infer<typeof feedbackQuestionnaireResponse>;
export const feedbackQuery = z.object({ bookingKey });
