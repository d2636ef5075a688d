import type { ProcessedOutcome, Questionnaire } from '@rb/contracts';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { changeExam } from '../api/change-exam';
import { getFeedbackQuestionnaire } from '../api/get-feedback';
import { getQuestionnaires } from '../api/get-questionnaires';
import { processOutcomes } from '../api/process-outcomes';
import { saveAnswer } from '../api/save-answer';
import { safePath } from '../lib/paths';
import {
  type AnswerResult,
  type FlowInput,
  type FlowState,
  questionnaireFlowMachine,
} from './questionnaire-flow.machine';

export interface FlowHandlers {
  /** Every processed outcome, as soon as the server has computed it (booking pages adapt to it). */
  onOutcome?: (outcome: ProcessedOutcome, questionnaire: Questionnaire) => void;
  /** The cancel-appointment questionnaire was completed: the appointment is CANCELED (§4). */
  onCanceled?: () => void;
  /** The outcome turns the booking into an enquiry (booking request). */
  onEnquiry?: (outcome: ProcessedOutcome) => void;
  /** The outcome denies the booking; without a handler the flow goes to the deny page (staff stay). */
  onDenied?: (outcome: ProcessedOutcome | null) => void;
  /** Closed without completing; without a handler the flow goes to the back url. */
  onClosed?: () => void;
  /** The outcome switched exam; without a handler the journey continues at `nextPath`. */
  onExamChanged?: (nextPath: string) => void;
}

async function loadQuestionnaires(input: FlowInput): Promise<Questionnaire[]> {
  if (input.feedback) {
    const feedback = await getFeedbackQuestionnaire(input.bookingKey);
    return feedback.questionnaire ? [feedback.questionnaire] : [];
  }
  const answer = await getQuestionnaires({
    bookingKey: input.bookingKey,
    appointmentSlug: input.appointmentSlug,
    changedExamSlug: input.changedExamSlug,
    examSlug: input.examSlugs?.length ? input.examSlugs.join(',') : undefined,
    types: input.types?.length ? input.types.join(',') : undefined,
  });
  // Leaves out the general questionnaires only: one linked to no exam and not general is listed
  // because an outcome restricted the questionnaires to it (§3 restrictQuestionnaireId).
  return input.examLinkedOnly
    ? answer.questionnaires.filter((q) => !q.general || q.examSlugs.length > 0 || q.modalityIds.length > 0)
    : answer.questionnaires;
}

/**
 * Runs the §4 questionnaire flow for a booking with the real calls, and performs its navigations:
 * closing goes to the back url, a denial to /deny, the stored redirect when none are left.
 */
export function useQuestionnaireFlow(input: FlowInput, handlers: FlowHandlers = {}) {
  const navigate = useNavigate();
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const machine = useMemo(
    () =>
      questionnaireFlowMachine.provide({
        actors: {
          loadQuestionnaires: fromPromise(({ input: flow }) => loadQuestionnaires(flow)),
          saveAnswer: fromPromise(({ input: save }) =>
            saveAnswer({
              bookingKey: save.flow.bookingKey,
              appointmentSlug: save.flow.appointmentSlug,
              questionnaireId: save.questionnaire.id,
              questionnaireType: save.questionnaire.type,
              questionnaireResult: save.result,
            }),
          ),
          processOutcomes: fromPromise(({ input: body }) => processOutcomes(body)),
          changeExam: fromPromise(({ input: body }) => changeExam(body)),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input });
  const state = snapshot.value as FlowState;
  const { context } = snapshot;

  const reported = useRef<ProcessedOutcome | null>(null);
  useEffect(() => {
    if (context.outcome && context.outcome !== reported.current && context.current) {
      reported.current = context.outcome;
      handlersRef.current.onOutcome?.(context.outcome, context.current);
    }
  }, [context.outcome, context.current]);

  useEffect(() => {
    const h = handlersRef.current;
    if (state === 'closed') {
      if (h.onClosed) h.onClosed();
      else navigate(safePath(context.input.backUrl) ?? '/');
    } else if (state === 'denied' && context.denyUrl) {
      if (h.onDenied) h.onDenied(context.outcome);
      else navigate(context.denyUrl);
    } else if (state === 'redirecting') navigate(safePath(context.input.redirectUrl) ?? '/');
    else if (state === 'canceled') h.onCanceled?.();
    else if (state === 'enquiry' && context.outcome) h.onEnquiry?.(context.outcome);
    else if (state === 'examChanged' && context.nextPath) {
      if (h.onExamChanged) h.onExamChanged(context.nextPath);
      else navigate(safePath(context.nextPath) ?? '/');
    }
  }, [state, context.input, context.denyUrl, context.outcome, context.nextPath, navigate]);

  return {
    state,
    context,
    complete: (result: AnswerResult) => send({ type: 'COMPLETE', result }),
    close: () => send({ type: 'CLOSE' }),
    retry: () => send({ type: 'RETRY' }),
    proceed: () => send({ type: 'CONTINUE' }),
  };
}
