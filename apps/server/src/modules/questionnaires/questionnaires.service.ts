import {
  bookingQuestionnaireTypes,
  type ChangeExamResponse,
  type FeedbackQuestionnaireResponse,
  type GetQuestionnairesResponse,
  type getQuestionnairesQuery,
  isActiveAppointment,
  type ProcessedOutcome,
  type Questionnaire,
  type QuestionnaireAnswerView,
  type QuestionnaireType,
  type SaveAnswerResponse,
  type saveAnswerRequest,
} from '@rb/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { plainAnswer, readAnswer } from './questionnaires.definition';
import { defaultOutcomeTimeZone, evaluateOutcome } from './questionnaires.outcomes';
import type { AnswerOwner, BookingRef, QuestionnairesRepository } from './questionnaires.repository';

/** Types that only make sense for a booking that exists (not for temporary answers). */
const bookingOnlyTypes: QuestionnaireType[] = [
  'REQUIRED_ON_CONFIRMATION',
  'FEEDBACK',
  'DECLINE_APPOINTMENT',
  'CANCEL_APPOINTMENT_PATIENT',
  'PAIN_SCORE_INITIAL',
  'PAIN_SCORE_FINAL',
];

/** Types answered for one appointment of a booking key, not for the booking as a whole. */
const perAppointmentTypes: QuestionnaireType[] = [
  'DECLINE_APPOINTMENT',
  'CANCEL_APPOINTMENT_PATIENT',
  'PAIN_SCORE_INITIAL',
  'PAIN_SCORE_FINAL',
];

type ListedQuestionnaire = Questionnaire & { versionId: number; active: boolean };

const isExamLinked = (q: Questionnaire) => q.examSlugs.length > 0 || q.modalityIds.length > 0;

const toContract = ({ versionId: _v, active: _a, key: _k, ...q }: ListedQuestionnaire & { key?: string }) =>
  q as Questionnaire;

function bookingTimeZone(booking: BookingRef | null): string {
  if (booking?.kind === 'appointment') return booking.appointments[0]?.timeZone ?? defaultOutcomeTimeZone;
  return booking?.timeZone ?? defaultOutcomeTimeZone;
}

export function createQuestionnairesService(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  repository: QuestionnairesRepository,
) {
  /** Exams the questionnaires are chosen for: the changed exam, else the booking's, else the named ones. */
  async function examsFor(booking: BookingRef | null, changedExamSlug?: string, examSlugs: string[] = []) {
    if (changedExamSlug || !booking) {
      const slugs = changedExamSlug ? [changedExamSlug] : examSlugs;
      const exams = await repository.examsBySlugs(slugs);
      const unknown = slugs.filter((slug) => !exams.some((exam) => exam.slug === slug));
      if (unknown.length) throw badRequest('message.questionnaire_unknown_exam', { examSlugs: unknown });
      return exams;
    }
    const ids = booking.kind === 'appointment' ? booking.appointments.map((a) => a.examId) : booking.examIds;
    return repository.examsByIds([...new Set(ids)]);
  }

  function applies(q: ListedQuestionnaire, exams: { slug: string; modalityId: number }[]) {
    if (!q.active) return false;
    if (q.general) return true;
    return exams.some((exam) => q.examSlugs.includes(exam.slug) || q.modalityIds.includes(exam.modalityId));
  }

  /** The outcome of the key's answers; `loaded` is the booking when the caller has read it already. */
  async function outcomeFor(
    bookingKey: string,
    questionnaireId?: number,
    loaded?: BookingRef | null,
  ): Promise<ProcessedOutcome> {
    const { answers, rules } = await repository.answersWithRules(bookingKey, questionnaireId);
    if (questionnaireId && answers.length === 0) throw notFound('message.questionnaire_not_answered');
    const booking = loaded === undefined ? await repository.findBooking(bookingKey) : loaded;
    return evaluateOutcome(rules, answers, deps.clock.now(), bookingTimeZone(booking));
  }

  /**
   * §3 restrictQuestionnaireId (decision 0030): the booking key's answers so far narrow the rest of
   * the booking questionnaires to the one named. A restriction to a questionnaire that is not active
   * (or no longer exists) is ignored, so a configuration gap asks too much rather than nothing.
   */
  async function restrictionOf(
    bookingKey: string,
    booking: BookingRef | null,
    hasAnswers: boolean,
    all: ListedQuestionnaire[],
  ) {
    if (!hasAnswers) return undefined;
    const { restrictQuestionnaireId } = await outcomeFor(bookingKey, undefined, booking);
    return all.find((q) => q.id === restrictQuestionnaireId && q.active);
  }

  return {
    async questionnaires(query: z.output<typeof getQuestionnairesQuery>): Promise<GetQuestionnairesResponse> {
      const booking = await repository.findBooking(query.bookingKey, query.appointmentSlug);
      if (query.appointmentSlug && !booking) throw notFound();
      const exams = await examsFor(booking, query.changedExamSlug, query.examSlug);
      const types = query.types?.length ? query.types : bookingQuestionnaireTypes;
      const all = await repository.listCurrent({});
      const stored = await repository.answerSummaries(query.bookingKey);
      const answers = stored.map(({ appointmentId: _a, ...summary }) => summary);
      // With an appointment named, its per-appointment questionnaires count only when answered for it.
      const appointmentId =
        query.appointmentSlug && booking?.kind === 'appointment' ? booking.appointments[0]?.id : null;
      const answered = new Set(
        stored
          .filter(
            (a) =>
              !appointmentId ||
              !perAppointmentTypes.includes(a.questionnaireType) ||
              a.appointmentId === appointmentId,
          )
          .map((a) => a.questionnaireId),
      );
      const restrictedTo = await restrictionOf(query.bookingKey, booking, stored.length > 0, all);
      // The restriction speaks about the booking questionnaires only; confirmation, cancel, pain
      // score and feedback questionnaires belong to later moments and are chosen as before. The
      // questionnaire it names is asked even when not linked to the exams: the outcome chose it.
      const asked = (q: ListedQuestionnaire) =>
        restrictedTo && bookingQuestionnaireTypes.includes(q.type)
          ? q.id === restrictedTo.id
          : applies(q, exams);
      const wanted = all.filter((q) => types.includes(q.type) && asked(q) && !answered.has(q.id));
      // Exam-linked questionnaires are asked before the general ones.
      const ordered = [...wanted.filter(isExamLinked), ...wanted.filter((q) => !isExamLinked(q))];
      const examLinkedIds = new Set(all.filter(isExamLinked).map((q) => q.id));
      return {
        questionnaires: ordered.map(toContract),
        bookingKey: query.bookingKey,
        examQuestionnaireAnswers: answers.filter((a) => examLinkedIds.has(a.questionnaireId)),
        allQuestionnaireAnswers: answers,
      };
    },

    async saveAnswer(request: z.output<typeof saveAnswerRequest>): Promise<SaveAnswerResponse> {
      const [questionnaire] = await repository.listCurrent({ ids: [request.questionnaireId] });
      if (!questionnaire?.active) throw notFound('message.questionnaire_not_found');
      if (questionnaire.type !== request.questionnaireType) {
        throw badRequest('message.questionnaire_type_mismatch');
      }
      const booking = await repository.findBooking(request.bookingKey, request.appointmentSlug);
      if (request.appointmentSlug && !booking) throw notFound();
      if (!booking && bookingOnlyTypes.includes(questionnaire.type)) {
        if (questionnaire.type.startsWith('PAIN_SCORE')) throw badRequest('message.pain_score_problem');
        throw notFound();
      }
      // A pain score belongs to an appointment that still takes place (or took place).
      if (
        questionnaire.type.startsWith('PAIN_SCORE') &&
        booking?.kind === 'appointment' &&
        !booking.appointments.some((a) => isActiveAppointment(a.status))
      ) {
        throw badRequest('message.pain_score_problem');
      }
      if (
        booking?.kind === 'bookingRequest' &&
        booking.status === 'ON_HOLD' &&
        questionnaire.type !== 'PROTOCOL'
      ) {
        throw conflict('message.booking_request_waiting_protocol_error');
      }
      const { data, missingRequired } = readAnswer(questionnaire.definition, request.questionnaireResult);
      if (missingRequired.length) {
        throw new AppError(
          400,
          'message.questionnaire_answer_incomplete',
          undefined,
          missingRequired.map((name) => ({
            field: `body.questionnaireResult.${name}`,
            message: 'message.field_required',
          })),
        );
      }
      const owner: AnswerOwner | null =
        booking?.kind === 'appointment'
          ? { appointmentId: (booking.appointments[0] as { id: number }).id }
          : booking
            ? { bookingRequestId: booking.id }
            : null;
      const previous = await repository.answersOf(
        request.bookingKey,
        questionnaire.id,
        request.appointmentSlug && owner && 'appointmentId' in owner ? owner.appointmentId : null,
      );
      if (questionnaire.type === 'FEEDBACK' && previous.length)
        throw conflict('message.feedback_already_provided');

      const answerId = await deps.db.transaction().execute(async (trx) => {
        // A questionnaire answered again (after going back in the journey) replaces its earlier answer.
        await repository.deleteAnswers(
          trx,
          previous.map((p) => p.id),
        );
        return repository.insertAnswer(trx, {
          bookingKey: request.bookingKey,
          owner,
          questionnaireId: questionnaire.id,
          versionId: questionnaire.versionId,
          type: questionnaire.type,
          result: data,
          at: deps.clock.now(),
        });
      });
      deps.log.info(
        {
          answerId,
          questionnaireId: questionnaire.id,
          version: questionnaire.version,
          temporary: owner === null,
        },
        'questionnaire answered',
      );
      return {
        answerId,
        questionnaireId: questionnaire.id,
        version: questionnaire.version,
        temporary: owner === null,
      };
    },

    processOutcomes: (bookingKey: string, questionnaireId?: number) =>
      outcomeFor(bookingKey, questionnaireId),

    async changeExam(bookingKey: string, questionnaireId?: number): Promise<ChangeExamResponse> {
      const outcome = await outcomeFor(bookingKey, questionnaireId);
      if (!outcome.newExamSlug) throw conflict('message.questionnaire_no_exam_change');
      const [exam] = await repository.examsBySlugs([outcome.newExamSlug]);
      if (!exam?.active) throw conflict('message.questionnaire_exam_unavailable');
      const search = new URLSearchParams({ bookingKey });
      return {
        bookingKey,
        newExamSlug: exam.slug,
        examName: exam.name,
        nextPath: `/select-clinic/${encodeURIComponent(exam.slug)}?${search}`,
      };
    },

    async message(bookingKey: string, questionnaireId?: number) {
      const outcome = await outcomeFor(bookingKey, questionnaireId);
      return { message: outcome.message ?? null, outcome: outcome.outcome };
    },

    async feedback(bookingKey: string): Promise<FeedbackQuestionnaireResponse> {
      const booking = await repository.findBooking(bookingKey);
      if (!booking) throw notFound();
      const exams = await examsFor(booking);
      const candidates = (await repository.listCurrent({ types: ['FEEDBACK'] })).filter((q) =>
        applies(q, exams),
      );
      const answered = new Set((await repository.answerSummaries(bookingKey)).map((a) => a.questionnaireId));
      const open = candidates.find((q) => !answered.has(q.id));
      if (!open) {
        return {
          questionnaire: null,
          questionnaireId: null,
          title: null,
          modalSize: null,
          showClosingConfirmation: false,
        };
      }
      return {
        questionnaire: toContract(open),
        questionnaireId: open.id,
        title: open.title,
        modalSize: open.modalSize,
        showClosingConfirmation: open.showClosingConfirmation,
      };
    },

    async viewAnswer(answerId: number): Promise<QuestionnaireAnswerView> {
      const answer = await repository.answerById(answerId);
      if (!answer) throw notFound();
      return {
        answerId: answer.id,
        questionnaireId: answer.questionnaireId,
        questionnaireType: answer.questionnaireType,
        title: answer.title,
        version: answer.version,
        bookingKey: answer.bookingKey,
        temporary: answer.temporary,
        answeredAt: answer.createdAt,
        entries: plainAnswer(answer.definition, answer.result as Record<string, unknown>),
      };
    },

    /**
     * For the booking modules, inside their booking transaction: the temporary answers of the
     * booking key now belong to the new appointment or booking request.
     */
    attachTemporaryAnswers: (trx: Db, bookingKey: string, owner: AnswerOwner) =>
      repository.attachTemporary(trx, bookingKey, owner),

    /** For the booking modules (§4 separate booking): temporary answers move to a new booking key. */
    rekeyTemporary: (trx: Db, fromKey: string, toKey: string) =>
      repository.rekeyTemporary(trx, fromKey, toKey),
  };
}

export type QuestionnairesService = ReturnType<typeof createQuestionnairesService>;
