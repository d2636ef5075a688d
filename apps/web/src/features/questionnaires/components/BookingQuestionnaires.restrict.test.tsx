import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeFetch,
  questionnaireList,
  renderQuestionnaireUi,
  testBookingKey,
  testQuestionnaire,
} from '../test/render';
import { BookingQuestionnaires } from './BookingQuestionnaires';

vi.mock('./SurveyForm', () => import('../test/survey-stand-in'));

const key = testBookingKey;
const screening = {
  ...testQuestionnaire({ id: 3, type: 'BOOKING_FORM', title: 'Your knee X-ray' }),
  general: false,
  examSlugs: ['xray-knee'],
};
const bookingForm = testQuestionnaire({ id: 7, type: 'BOOKING_FORM', title: 'About your visit' });
// Linked to no exam and not general: the server lists it only because an outcome named it.
const shortForm = {
  ...testQuestionnaire({ id: 11, type: 'BOOKING_FORM', title: 'Since your last scan' }),
  general: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('§3 restrictQuestionnaireId in the booking questionnaires', () => {
  it('asks the questionnaire the outcome restricts to next, though it is linked to no exam', async () => {
    const answered: number[] = [];
    const api = fakeFetch({
      'GET /api/questionnaires': () =>
        questionnaireList(
          answered.length === 0 ? [screening, bookingForm] : answered.length === 1 ? [shortForm] : [],
        )(),
      'POST /api/questionnaires/answers': (_url, init) => {
        const { questionnaireId } = JSON.parse(String(init?.body));
        answered.push(questionnaireId);
        return { answerId: answered.length, questionnaireId, version: 1, temporary: true };
      },
      'POST /api/questionnaires/outcomes': (_url, init) =>
        JSON.parse(String(init?.body)).questionnaireId === screening.id
          ? { outcome: null, restrictQuestionnaireId: shortForm.id, questionnaireIds: [screening.id] }
          : { outcome: null, questionnaireIds: [] },
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderQuestionnaireUi(
      <BookingQuestionnaires
        bookingKey={key}
        examSlugs={['xray-knee']}
        backUrl="/"
        renderEnquiry={() => null}
      >
        {() => <p>slots</p>}
      </BookingQuestionnaires>,
    );
    expect(await screen.findByRole('dialog', { name: 'Your knee X-ray' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'complete survey' }));
    expect(await screen.findByRole('dialog', { name: 'Since your last scan' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'complete survey' }));
    expect(await screen.findByText('slots')).toBeTruthy();
    expect(answered).toEqual([screening.id, shortForm.id]);
    expect(api.calls.filter((call) => call.startsWith('GET /api/questionnaires'))).toHaveLength(2);
  });
});
