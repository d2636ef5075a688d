import type { QuestionnaireDocument } from '@rb/contracts';

/**
 * The report-quality questionnaire a referrer answers from the quick-report page. A FEEDBACK
 * questionnaire that applies to no exam, so patients are never asked it; staff edit it like any other.
 */
export const REFERRER_FEEDBACK_KEY = 'referrer-report-quality';

export const referrerFeedbackQuestionnaire: QuestionnaireDocument = {
  key: REFERRER_FEEDBACK_KEY,
  type: 'FEEDBACK',
  title: 'How useful was this report?',
  modalSize: 'lg',
  general: false,
  showClosingConfirmation: false,
  definition: {
    showQuestionNumbers: 'on',
    completeText: 'Send feedback',
    elements: [
      {
        type: 'rating',
        name: 'clarity',
        title: 'How clear was the report?',
        isRequired: true,
        rateMin: 1,
        rateMax: 5,
        minRateDescription: 'Unclear',
        maxRateDescription: 'Very clear',
      },
      {
        type: 'rating',
        name: 'timeliness',
        title: 'Did the report arrive in time for your patient?',
        isRequired: true,
        rateMin: 1,
        rateMax: 5,
        minRateDescription: 'Too late',
        maxRateDescription: 'In good time',
      },
      { type: 'comment', name: 'comments', title: 'What could the radiologist do better?', maxLength: 1000 },
    ],
  },
};
