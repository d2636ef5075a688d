/** What staff screens of other features may use of questionnaires (lazy admin chunks only). */
export { AnswersView } from './admin/components/AnswersView';
