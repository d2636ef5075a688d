import { endpoint } from '../common/endpoint';
import {
  answerIdParams,
  changeExamRequest,
  changeExamResponse,
  feedbackQuery,
  feedbackQuestionnaireResponse,
  getQuestionnairesQuery,
  getQuestionnairesResponse,
  processedOutcome,
  processOutcomesRequest,
  questionnaireAnswerView,
  questionnaireMessageQuery,
  questionnaireMessageResponse,
  saveAnswerRequest,
  saveAnswerResponse,
} from './questionnaires.schemas';
import {
  questionnaireExport,
  questionnaireImportRequest,
  questionnaireImportResponse,
} from './questionnaires-admin.schemas';

export const questionnaireEndpoints = {
  getQuestionnaires: endpoint({
    method: 'GET',
    path: '/api/questionnaires',
    summary: 'Unanswered questionnaires of a booking (exam-linked and general) and its answers so far',
    tags: ['questionnaires'],
    query: getQuestionnairesQuery,
    response: getQuestionnairesResponse,
  }),
  saveAnswer: endpoint({
    method: 'POST',
    path: '/api/questionnaires/answers',
    summary:
      'Save an appointment, booking request, pain score or temporary (no booking yet) answer; records the definition version',
    tags: ['questionnaires'],
    body: saveAnswerRequest,
    response: saveAnswerResponse,
    status: 201,
  }),
  processOutcomes: endpoint({
    method: 'POST',
    path: '/api/questionnaires/outcomes',
    summary: 'Processed outcome of the stored answers (never of anything the browser sends)',
    tags: ['questionnaires'],
    body: processOutcomesRequest,
    response: processedOutcome,
  }),
  changeExam: endpoint({
    method: 'POST',
    path: '/api/questionnaires/change_exam',
    summary: 'The exam an outcome switches the booking to, and where the journey continues',
    tags: ['questionnaires'],
    body: changeExamRequest,
    response: changeExamResponse,
  }),
  questionnaireMessage: endpoint({
    method: 'GET',
    path: '/api/questionnaires/message',
    summary: 'The message of the processed outcome of a booking',
    tags: ['questionnaires'],
    query: questionnaireMessageQuery,
    response: questionnaireMessageResponse,
  }),
  feedback: endpoint({
    method: 'GET',
    path: '/api/questionnaires/feedback',
    summary: 'The FEEDBACK questionnaire of a booking, or null when feedback was already given',
    tags: ['questionnaires'],
    query: feedbackQuery,
    response: feedbackQuestionnaireResponse,
  }),
  viewAnswer: endpoint({
    method: 'GET',
    path: '/api/questionnaires/{answerId}/view',
    summary: 'A stored answer as a readable document (staff; bearer ADMIN_API_TOKEN)',
    tags: ['questionnaires', 'admin'],
    params: answerIdParams,
    response: questionnaireAnswerView,
  }),
  exportQuestionnaires: endpoint({
    method: 'GET',
    path: '/api/admin/questionnaires',
    summary: 'Export every questionnaire (current version, rules) as JSON (bearer ADMIN_API_TOKEN)',
    tags: ['questionnaires', 'admin'],
    response: questionnaireExport,
  }),
  importQuestionnaires: endpoint({
    method: 'POST',
    path: '/api/admin/questionnaires',
    summary:
      'Import questionnaires: each validated by SurveyJS, then stored as a new version (bearer ADMIN_API_TOKEN)',
    tags: ['questionnaires', 'admin'],
    body: questionnaireImportRequest,
    response: questionnaireImportResponse,
  }),
};
