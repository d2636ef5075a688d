/** What other features use: drop-in flow, the hook, paths, and the feedback query. */
export { useFeedbackQuestionnaire } from './api/get-feedback';
export { useQuestionnaires } from './api/get-questionnaires';
export { BookingQuestionnaires } from './components/BookingQuestionnaires';
export { CancelQuestionnaire } from './components/CancelQuestionnaire';
export { OutcomeNotice } from './components/OutcomeNotice';
export { PainScoreAction } from './components/PainScoreAction';
export { QuestionnaireFlow } from './components/QuestionnaireFlow';
export { QuestionnaireModal } from './components/QuestionnaireModal';
export { questionnairesPath, safePath } from './lib/paths';
export type { FlowInput } from './machines/questionnaire-flow.machine';
export { type FlowHandlers, useQuestionnaireFlow } from './machines/use-questionnaire-flow';
