import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { text } from '../common/text';
import { feedbackQuestionnaireResponse, questionnaireResult } from '../questionnaires/questionnaires.schemas';

const tags = ['referrer'];

/** §7: by imsec, or by the appointment id the PACS knows (the accession number). */
export const referrerFeedbackQuery = z
  .object({
    imsec: text().trim().min(1).max(128).optional(),
    pacsAppointmentId: text().trim().min(1).max(64).optional(),
  })
  .refine((query) => Boolean(query.imsec ?? query.pacsAppointmentId), {
    message: 'message.referrer_feedback_error',
  });
/** Answered by imsec, or by accession number for a signed-in referrer the study was issued to. */
export const referrerFeedbackPostQuery = referrerFeedbackQuery;
export const referrerFeedbackAnswer = z.object({
  questionnaireId: z.number().int().positive(),
  questionnaireResult,
});
export type ReferrerFeedbackAnswer = z.input<typeof referrerFeedbackAnswer>;

export const referrerEndpoints = {
  /**
   * §7 report-quality feedback questionnaire (§3 Feedback questionnaire response). 404
   * `message.referrer_feedback_error` when referrerReportQualityFeedbackEnabled is off or the link is
   * unknown; `questionnaire: null` when feedback for this link was already given. By
   * `pacsAppointmentId` (no imsec) the caller must be a signed-in referrer the study was issued to.
   */
  feedbackQuestionnaire: endpoint({
    method: 'GET',
    path: '/api/image_viewer_link/questionnaires',
    summary: 'The report-quality feedback questionnaire of an image viewer link',
    tags,
    query: referrerFeedbackQuery,
    response: feedbackQuestionnaireResponse,
  }),
  /**
   * Stored once per link (by accession: once per referrer and study); a second answer is 409
   * `message.feedback_already_provided`. By `pacsAppointmentId` the caller must be signed in.
   */
  answerFeedback: endpoint({
    method: 'POST',
    path: '/api/image_viewer_link/questionnaires',
    summary: 'Answer the report-quality feedback questionnaire (once per link)',
    tags,
    query: referrerFeedbackPostQuery,
    body: referrerFeedbackAnswer,
    response: z.object({ saved: z.literal(true) }),
    status: 201,
  }),
};
