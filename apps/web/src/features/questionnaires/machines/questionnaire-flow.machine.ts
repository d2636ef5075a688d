import type {
  ChangeExamResponse,
  ProcessedOutcome,
  Questionnaire,
  QuestionnaireType,
  SaveAnswerResponse,
} from '@rb/contracts';
import { assign, fromPromise, setup } from 'xstate';

/** What a questionnaire flow is about; the page builds it from its (merged) query params. */
export interface FlowInput {
  bookingKey: string;
  appointmentSlug?: string;
  changedExamSlug?: string;
  examSlugs?: string[];
  types?: QuestionnaireType[];
  /** Where to go when every questionnaire is answered (the stored redirect). */
  redirectUrl?: string | null;
  /** Where closing without completing returns to. */
  backUrl?: string | null;
  /** The FEEDBACK questionnaire (§4 Feedback): asked only when the server returns one. */
  feedback?: boolean;
  /** Not the general questionnaires: those linked to the exams (or their modality), or restricted to. */
  examLinkedOnly?: boolean;
}

export type AnswerResult = Record<string, unknown>;

export interface FlowContext {
  input: FlowInput;
  queue: Questionnaire[];
  current: Questionnaire | null;
  result: AnswerResult | null;
  outcome: ProcessedOutcome | null;
  answered: number;
  /** A message.* key to show. */
  errorKey: string | null;
  denyUrl: string | null;
  nextPath: string | null;
}

export type FlowEvent =
  | { type: 'COMPLETE'; result: AnswerResult }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  | { type: 'CONTINUE' };

export interface SaveInput {
  flow: FlowInput;
  questionnaire: Questionnaire;
  result: AnswerResult;
}
export interface OutcomeInput {
  bookingKey: string;
  questionnaireId: number;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : '');
const deny = (query: Record<string, string>) => `/deny?${new URLSearchParams(query)}`;
const hasNotice = (o: ProcessedOutcome | null) =>
  Boolean(
    o &&
      (o.message || o.restrictMinDate || o.prepTime || o.minutesPrior || o.medicareNumberRequired || o.url),
  );

const notProvided = () => {
  throw new Error('actor not provided');
};

/**
 * §4 Questionnaires: open the first unanswered; on completion save by type, process outcomes, then
 * continue to the next (asking the server again when the outcome restricts the questionnaires),
 * change exam, or go to the stored redirect; none left and no redirect shows
 * message.questionnaires_already_answered. The calls are actors the hook provides, so every
 * transition is unit-tested with stand-ins.
 */
export const questionnaireFlowMachine = setup({
  types: {
    context: {} as FlowContext,
    input: {} as FlowInput,
    events: {} as FlowEvent,
  },
  actors: {
    loadQuestionnaires: fromPromise<Questionnaire[], FlowInput>(notProvided),
    saveAnswer: fromPromise<SaveAnswerResponse, SaveInput>(notProvided),
    processOutcomes: fromPromise<ProcessedOutcome, OutcomeInput>(notProvided),
    changeExam: fromPromise<ChangeExamResponse, OutcomeInput>(notProvided),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    hasRedirect: ({ context }) => Boolean(context.input.redirectUrl),
    // Cancel and decline questionnaires end the appointment; the page then cancels or declines it.
    isCancel: ({ context }) =>
      context.current?.type === 'CANCEL_APPOINTMENT_PATIENT' ||
      context.current?.type === 'DECLINE_APPOINTMENT',
    isDeny: ({ context }) => context.outcome?.outcome === 'DENY_BOOKING',
    isEnquiry: ({ context }) => context.outcome?.outcome === 'CREATE_BOOKING_REQUEST',
    hasNewExam: ({ context }) => Boolean(context.outcome?.newExamSlug),
    // §3 restrictQuestionnaireId: the server now answers only the questionnaire the outcome names,
    // which may be one this list never held (it is linked to no exam).
    isRestricted: ({ context }) => context.outcome?.restrictQuestionnaireId !== undefined,
    hasNotice: ({ context }) => hasNotice(context.outcome),
  },
}).createMachine({
  id: 'questionnaireFlow',
  context: ({ input }) => ({
    input,
    queue: [],
    current: null,
    result: null,
    outcome: null,
    answered: 0,
    errorKey: null,
    denyUrl: null,
    nextPath: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadQuestionnaires',
        input: ({ context }) => context.input,
        onDone: { target: 'choosing', actions: assign({ queue: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ errorKey: 'message.questionnaire_load_error' }) },
      },
    },
    choosing: {
      always: [
        {
          guard: 'hasQueue',
          target: 'answering',
          actions: assign({ current: ({ context }) => context.queue[0] ?? null }),
        },
        { guard: 'hasRedirect', target: 'redirecting' },
        { target: 'allAnswered' },
      ],
    },
    answering: {
      on: {
        COMPLETE: {
          target: 'saving',
          actions: assign({ result: ({ event }) => event.result, errorKey: null }),
        },
        CLOSE: 'closed',
      },
    },
    saving: {
      invoke: {
        src: 'saveAnswer',
        input: ({ context }) => ({
          flow: context.input,
          questionnaire: context.current as Questionnaire,
          result: context.result ?? {},
        }),
        onDone: 'processing',
        onError: [
          {
            guard: ({ event }) => errorMessage(event.error) === 'message.pain_score_problem',
            target: 'denied',
            actions: assign({
              denyUrl: ({ context }) =>
                deny({
                  customMessage: 'message.pain_score_problem',
                  showClose: 'true',
                  redirectUrl: context.input.backUrl || '/',
                }),
            }),
          },
          {
            guard: ({ event }) =>
              errorMessage(event.error) === 'message.booking_request_waiting_protocol_error',
            target: 'denied',
            actions: assign({
              denyUrl: deny({ customMessage: 'message.booking_request_waiting_protocol_error' }),
            }),
          },
          { target: 'saveFailed', actions: assign({ errorKey: 'message.error_answering_questionnaire' }) },
        ],
      },
    },
    saveFailed: {
      on: { RETRY: { target: 'saving', actions: assign({ errorKey: null }) }, CLOSE: 'closed' },
    },
    processing: {
      invoke: {
        src: 'processOutcomes',
        input: ({ context }) => ({
          bookingKey: context.input.bookingKey,
          questionnaireId: (context.current as Questionnaire).id,
        }),
        onDone: {
          target: 'deciding',
          actions: assign({
            outcome: ({ event }) => event.output,
            answered: ({ context }) => context.answered + 1,
          }),
        },
        onError: { target: 'failed', actions: assign({ errorKey: 'message.error_answering_questionnaire' }) },
      },
    },
    deciding: {
      always: [
        { guard: 'isCancel', target: 'canceled' },
        {
          guard: 'isDeny',
          target: 'denied',
          actions: assign({
            denyUrl: ({ context }) =>
              deny({ customMessage: context.outcome?.message || 'message.booking_denied' }),
          }),
        },
        { guard: 'isEnquiry', target: 'enquiry' },
        { guard: 'hasNewExam', target: 'changingExam' },
        { guard: 'hasNotice', target: 'notice' },
        { target: 'next' },
      ],
    },
    changingExam: {
      invoke: {
        src: 'changeExam',
        input: ({ context }) => ({
          bookingKey: context.input.bookingKey,
          questionnaireId: (context.current as Questionnaire).id,
        }),
        onDone: {
          target: 'examChanged',
          actions: assign({ nextPath: ({ event }) => event.output.nextPath }),
        },
        onError: { target: 'failed', actions: assign({ errorKey: 'message.error_answering_questionnaire' }) },
      },
    },
    notice: { on: { CONTINUE: 'next' } },
    next: {
      entry: assign({ queue: ({ context }) => context.queue.slice(1), current: null, result: null }),
      always: [{ guard: 'isRestricted', target: 'loading' }, { target: 'choosing' }],
    },
    closed: { type: 'final' },
    canceled: { type: 'final' },
    denied: { type: 'final' },
    enquiry: { type: 'final' },
    examChanged: { type: 'final' },
    redirecting: { type: 'final' },
    allAnswered: { type: 'final' },
    failed: { type: 'final' },
  },
});

export type FlowState =
  | 'loading'
  | 'answering'
  | 'saving'
  | 'saveFailed'
  | 'processing'
  | 'changingExam'
  | 'notice'
  | 'closed'
  | 'canceled'
  | 'denied'
  | 'enquiry'
  | 'examChanged'
  | 'redirecting'
  | 'allAnswered'
  | 'failed';
