import type { ModalSize, OutcomeType, QuestionnaireType } from '@rb/contracts';
import type { ColumnType, GeneratedAlways } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** jsonb: read as parsed JSON, written as a JSON string. */
type Json = ColumnType<unknown, string, string>;

export interface QuestionnaireTable {
  id: GeneratedAlways<number>;
  key: string;
  type: QuestionnaireType;
  title: string;
  modalSize: Defaulted<ModalSize>;
  showClosingConfirmation: Defaulted<boolean>;
  general: Defaulted<boolean>;
  active: Defaulted<boolean>;
  sortOrder: Defaulted<number>;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date | string>;
}

export interface QuestionnaireExamTable {
  questionnaireId: number;
  examId: number;
}

export interface QuestionnaireModalityTable {
  questionnaireId: number;
  modalityId: number;
}

export interface QuestionnaireVersionTable {
  id: GeneratedAlways<number>;
  questionnaireId: number;
  version: number;
  definition: Json;
  createdAt: ColumnType<Date, never, never>;
}

export interface QuestionnaireOutcomeRuleTable {
  id: GeneratedAlways<number>;
  questionnaireVersionId: number;
  expression: string;
  outcomeType: OutcomeType | null;
  fields: Json;
  priority: Defaulted<number>;
}

export interface QuestionnaireAnswerTable {
  id: GeneratedAlways<number>;
  bookingKey: string;
  appointmentId: number | null;
  bookingRequestId: number | null;
  temporary: boolean;
  questionnaireId: number;
  questionnaireVersionId: number;
  questionnaireType: QuestionnaireType;
  result: Json;
  createdAt: ColumnType<Date, string | undefined, never>;
}

declare module '../../platform/db/schema' {
  interface Database {
    questionnaire: QuestionnaireTable;
    questionnaireExam: QuestionnaireExamTable;
    questionnaireModality: QuestionnaireModalityTable;
    questionnaireVersion: QuestionnaireVersionTable;
    questionnaireOutcomeRule: QuestionnaireOutcomeRuleTable;
    questionnaireAnswer: QuestionnaireAnswerTable;
  }
}
