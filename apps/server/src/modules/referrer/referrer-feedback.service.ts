import type { FeedbackQuestionnaireResponse, Questionnaire } from '@rb/contracts';
import { questionnaireDocument } from '@rb/contracts';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { AuditOrigin, AuditService } from '../audit/audit.service';
import type { ConfigService } from '../config/config.service';
import type { StaffPrincipal } from '../identity/identity.claims';
import type { ImagingRepository } from '../imaging/imaging.repository';
import type { ImagingLinks } from '../imaging/imaging-links.service';
import type { QuestionnairesAdminService } from '../questionnaires/questionnaires-admin.service';
import type { ReferrerRepository } from './referrer.repository';
import { REFERRER_FEEDBACK_KEY, referrerFeedbackQuestionnaire } from './referrer-feedback.questionnaire';

export interface ReferrerFeedbackDeps {
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>;
  config: Pick<ConfigService, 'section'>;
  links: Pick<ImagingLinks, 'linkOf'>;
  repository: ImagingRepository;
  referrers: Pick<ReferrerRepository, 'referrerLinkFor' | 'feedbackGivenFor'>;
  audit: AuditService;
  questionnaires: Pick<QuestionnairesAdminService, 'listCurrent' | 'importAll'>;
}

export interface FeedbackQuery {
  imsec?: string;
  pacsAppointmentId?: string;
}

/** The addresses a signed-in referrer's links are issued to: their email and their subject. */
const recipientsOf = (principal: StaffPrincipal) =>
  [principal.email?.toLowerCase(), principal.subject].filter((value): value is string => Boolean(value));

const feedbackError = () => new AppError(404, 'message.referrer_feedback_error');
const alreadyGiven: FeedbackQuestionnaireResponse = {
  questionnaire: null,
  questionnaireId: null,
  title: null,
  modalSize: null,
  showClosingConfirmation: false,
};

/** §7 report-quality feedback of an image viewer link: asked once per link, stored once. */
export function createReferrerFeedback(ctx: ReferrerFeedbackDeps) {
  const { deps, repository, questionnaires } = ctx;

  async function enabled() {
    const features = await ctx.config.section('features');
    return features.referrerReportQualityFeedbackEnabled;
  }

  /** The current questionnaire; stored on first use so staff can edit it like the others. */
  async function questionnaire(): Promise<Questionnaire> {
    const find = async () =>
      (await questionnaires.listCurrent({ types: ['FEEDBACK'] })).find(
        (q) => q.key === REFERRER_FEEDBACK_KEY,
      );
    let found = await find();
    if (!found) {
      await questionnaires.importAll([questionnaireDocument.parse(referrerFeedbackQuestionnaire)]);
      found = await find();
    }
    if (!found) throw feedbackError();
    const { versionId: _v, active: _a, key: _k, ...rest } = found;
    return rest;
  }

  /**
   * The link feedback is kept against, and whether it was already given. By imsec: that link. By
   * accession number alone (the PACS's appointment id): the signed-in referrer's own link to the
   * study, once per referrer and study whichever of their links they used.
   */
  async function linkOf(query: FeedbackQuery, principal: StaffPrincipal | null) {
    if (!(await enabled())) throw feedbackError();
    if (query.imsec) {
      const link = await ctx.links.linkOf(query.imsec);
      if (!link || link === 'NO_STUDY') throw feedbackError();
      if (query.pacsAppointmentId && query.pacsAppointmentId !== link.accessionNumber) throw feedbackError();
      return { link, given: async () => Boolean(await repository.findFeedback(link.imsecHash)) };
    }
    if (!query.pacsAppointmentId || !principal) throw feedbackError();
    const accession = query.pacsAppointmentId;
    const recipients = recipientsOf(principal);
    const link = await ctx.referrers.referrerLinkFor(accession, recipients);
    if (!link) throw feedbackError();
    return { link, given: () => ctx.referrers.feedbackGivenFor(accession, recipients) };
  }

  return {
    async questionnaire(
      query: FeedbackQuery,
      principal: StaffPrincipal | null = null,
    ): Promise<FeedbackQuestionnaireResponse> {
      const { given } = await linkOf(query, principal);
      if (await given()) return alreadyGiven;
      const current = await questionnaire();
      return {
        questionnaire: current,
        questionnaireId: current.id,
        title: current.title,
        modalSize: current.modalSize,
        showClosingConfirmation: current.showClosingConfirmation,
      };
    },

    async answer(
      query: FeedbackQuery,
      answer: { questionnaireId: number; questionnaireResult: Record<string, unknown> },
      origin: AuditOrigin,
      principal: StaffPrincipal | null = null,
    ) {
      const { link, given } = await linkOf(query, principal);
      if (await given()) throw new AppError(409, 'message.feedback_already_provided');
      const current = await questionnaire();
      if (answer.questionnaireId !== current.id) throw notFound('message.referrer_feedback_error');
      await deps.db.transaction().execute(async (trx) => {
        const stored = await repository.insertFeedback(
          {
            imsecHash: link.imsecHash,
            questionnaireId: current.id,
            result: answer.questionnaireResult,
            createdAt: deps.clock.now(),
          },
          trx,
        );
        if (!stored) throw new AppError(409, 'message.feedback_already_provided');
        await ctx.audit.record(trx, {
          actorKind: 'REFERRER',
          actorRef: principal?.subject ?? link.imsecHash.slice(0, 16),
          booking: link.bookingKey ? { kind: 'APPOINTMENT', ref: link.bookingKey } : null,
          action: 'referrer.report_feedback',
          outcome: 'SUCCESS',
          origin,
          detail: { questionnaireId: current.id },
        });
      });
      return { saved: true as const };
    },
  };
}

export type ReferrerFeedback = ReturnType<typeof createReferrerFeedback>;
