import type { ProcessedOutcome, Questionnaire } from '@rb/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type FlowInput, type FlowState, questionnaireFlowMachine } from './questionnaire-flow.machine';

const questionnaire = (id: number, type: Questionnaire['type'] = 'BOOKING_FORM'): Questionnaire => ({
  id,
  type,
  title: `Q${id}`,
  modalSize: 'lg',
  showClosingConfirmation: false,
  general: false,
  examSlugs: [],
  modalityIds: [],
  version: 1,
  definition: { elements: [{ type: 'boolean', name: 'a' }] },
});

const noOutcome: ProcessedOutcome = { outcome: null, questionnaireIds: [] };
const apiError = (message: string) => Object.assign(new Error(message), { name: 'ApiError' });

function start(
  options: {
    list?: Questionnaire[];
    /** What each load answers in turn, for flows that ask the server again. */
    lists?: Questionnaire[][];
    outcome?: ProcessedOutcome | ((id: number) => ProcessedOutcome);
    save?: () => Promise<unknown>;
    input?: Partial<FlowInput>;
    loadFails?: boolean;
  } = {},
) {
  const saved: number[] = [];
  let loads = 0;
  const machine = questionnaireFlowMachine.provide({
    actors: {
      loadQuestionnaires: fromPromise(async () => {
        if (options.loadFails) throw apiError('message.server_error_500');
        loads += 1;
        return options.lists?.[loads - 1] ?? options.list ?? [];
      }),
      saveAnswer: fromPromise(async ({ input }) => {
        saved.push(input.questionnaire.id);
        if (options.save) await options.save();
        return { answerId: 1, questionnaireId: input.questionnaire.id, version: 1, temporary: true };
      }),
      processOutcomes: fromPromise(async ({ input }) => {
        const o = options.outcome ?? noOutcome;
        return typeof o === 'function' ? o(input.questionnaireId) : o;
      }),
      changeExam: fromPromise(async ({ input }) => ({
        bookingKey: input.bookingKey,
        newExamSlug: 'mri-knee',
        examName: 'MRI Knee',
        nextPath: `/select-clinic/mri-knee?bookingKey=${input.bookingKey}`,
      })),
    },
  });
  const actor = createActor(machine, { input: { bookingKey: 'k'.repeat(22), ...options.input } }).start();
  return { actor, saved, loads: () => loads };
}

const settle = (actor: ReturnType<typeof start>['actor'], state: FlowState) =>
  waitFor(actor, (s) => s.matches(state), { timeout: 1000 });

describe('questionnaire flow', () => {
  it('opens the first unanswered questionnaire, then the next, then says all are answered', async () => {
    const { actor, saved } = start({ list: [questionnaire(1), questionnaire(2)] });
    await settle(actor, 'answering');
    expect(actor.getSnapshot().context.current?.id).toBe(1);
    actor.send({ type: 'COMPLETE', result: { a: true } });
    await waitFor(actor, (s) => s.matches('answering') && s.context.current?.id === 2);
    actor.send({ type: 'COMPLETE', result: { a: false } });
    await settle(actor, 'allAnswered');
    expect(saved).toEqual([1, 2]);
    expect(actor.getSnapshot().context.answered).toBe(2);
  });

  it('asks the server again after an outcome restricts the questionnaires (§3 restrictQuestionnaireId)', async () => {
    const { actor, saved, loads } = start({
      // The server answers only the questionnaire the outcome names once the restriction holds.
      lists: [[questionnaire(1), questionnaire(2), questionnaire(3)], [questionnaire(7)], []],
      outcome: (id) => (id === 1 ? { ...noOutcome, restrictQuestionnaireId: 7 } : noOutcome),
    });
    await settle(actor, 'answering');
    actor.send({ type: 'COMPLETE', result: { a: true } });
    await waitFor(actor, (s) => s.matches('answering') && s.context.current?.id === 7, { timeout: 1000 });
    actor.send({ type: 'COMPLETE', result: { a: false } });
    await settle(actor, 'allAnswered');
    expect(saved).toEqual([1, 7]);
    expect(loads()).toBe(2);
  });

  it('goes to the stored redirect when none are left', async () => {
    const { actor } = start({ input: { redirectUrl: '/booking/mri-knee' } });
    await settle(actor, 'redirecting');
  });

  it('says all are answered when there is nothing to ask and no redirect', async () => {
    const { actor } = start();
    await settle(actor, 'allAnswered');
  });

  it('returns to the back url when closed without completing', async () => {
    const { actor, saved } = start({ list: [questionnaire(1)], input: { backUrl: '/a/key' } });
    await settle(actor, 'answering');
    actor.send({ type: 'CLOSE' });
    await settle(actor, 'closed');
    expect(saved).toEqual([]);
  });

  it('sets CANCELED when the cancel-appointment questionnaire is completed', async () => {
    const { actor } = start({ list: [questionnaire(1, 'CANCEL_APPOINTMENT_PATIENT'), questionnaire(2)] });
    await settle(actor, 'answering');
    actor.send({ type: 'COMPLETE', result: { reason: 'cost' } });
    await settle(actor, 'canceled');
  });

  it('ends the same way when the decline questionnaire is completed', async () => {
    const { actor } = start({ list: [questionnaire(1, 'DECLINE_APPOINTMENT'), questionnaire(2)] });
    await settle(actor, 'answering');
    actor.send({ type: 'COMPLETE', result: { reason: 'time' } });
    await settle(actor, 'canceled');
  });

  it('denies the booking with the outcome message', async () => {
    const { actor } = start({
      list: [questionnaire(1)],
      outcome: {
        outcome: 'DENY_BOOKING',
        message: 'message.questionnaire_outcome_pregnancy',
        questionnaireIds: [1],
      },
    });
    await settle(actor, 'answering');
    actor.send({ type: 'COMPLETE', result: {} });
    await settle(actor, 'denied');
    expect(actor.getSnapshot().context.denyUrl).toBe(
      '/deny?customMessage=message.questionnaire_outcome_pregnancy',
    );
  });

  it('stops at an enquiry outcome, keeping the outcome for the page', async () => {
    const outcome: ProcessedOutcome = {
      outcome: 'CREATE_BOOKING_REQUEST',
      message: 'message.questionnaire_outcome_pacemaker',
      questionnaireIds: [1],
    };
    const { actor } = start({ list: [questionnaire(1), questionnaire(2)], outcome });
    await settle(actor, 'answering');
    actor.send({ type: 'COMPLETE', result: { pacemaker: true } });
    await settle(actor, 'enquiry');
    expect(actor.getSnapshot().context.outcome).toEqual(outcome);
  });

  it('changes exam when the outcome names a new exam', async () => {
    const { actor } = start({
      list: [questionnaire(1, 'MODALITY_ROUTING')],
      outcome: { outcome: null, newExamSlug: 'mri-knee', questionnaireIds: [1] },
    });
    await settle(actor, 'answering');
    actor.send({ type: 'COMPLETE', result: {} });
    await settle(actor, 'examChanged');
    expect(actor.getSnapshot().context.nextPath).toBe(`/select-clinic/mri-knee?bookingKey=${'k'.repeat(22)}`);
  });

  it('shows a notice for an outcome with details, and continues on request', async () => {
    const { actor } = start({
      list: [questionnaire(1), questionnaire(2)],
      outcome: (id) =>
        id === 1 ? { outcome: null, restrictMinDate: '2026-03-16', questionnaireIds: [1] } : noOutcome,
    });
    await settle(actor, 'answering');
    actor.send({ type: 'COMPLETE', result: {} });
    await settle(actor, 'notice');
    expect(actor.getSnapshot().context.outcome?.restrictMinDate).toBe('2026-03-16');
    actor.send({ type: 'CONTINUE' });
    await waitFor(actor, (s) => s.matches('answering') && s.context.current?.id === 2);
  });

  it('keeps the answer after a failed save and sends it again on retry', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(apiError('message.server_error_500'))
      .mockResolvedValue(undefined);
    const { actor, saved } = start({ list: [questionnaire(1)], save });
    await settle(actor, 'answering');
    actor.send({ type: 'COMPLETE', result: { a: true } });
    await settle(actor, 'saveFailed');
    expect(actor.getSnapshot().context.errorKey).toBe('message.error_answering_questionnaire');
    actor.send({ type: 'RETRY' });
    await settle(actor, 'allAnswered');
    expect(saved).toEqual([1, 1]);
  });

  it.each([
    [
      'message.pain_score_problem',
      '/deny?customMessage=message.pain_score_problem&showClose=true&redirectUrl=%2Fa%2Fkey',
    ],
    [
      'message.booking_request_waiting_protocol_error',
      '/deny?customMessage=message.booking_request_waiting_protocol_error',
    ],
  ])('goes to the deny page when saving answers %s', async (message, url) => {
    const { actor } = start({
      list: [questionnaire(1, 'PAIN_SCORE_INITIAL')],
      save: () => Promise.reject(apiError(message)),
      input: { backUrl: '/a/key' },
    });
    await settle(actor, 'answering');
    actor.send({ type: 'COMPLETE', result: { painScore: 4 } });
    await settle(actor, 'denied');
    expect(actor.getSnapshot().context.denyUrl).toBe(url);
  });

  it('sets the error state when the questionnaires cannot be loaded', async () => {
    const { actor } = start({ loadFails: true });
    await settle(actor, 'failed');
    expect(actor.getSnapshot().context.errorKey).toBe('message.questionnaire_load_error');
  });
});
