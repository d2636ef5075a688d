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
const other = 'o'.repeat(22);
const ctSafety = {
  ...testQuestionnaire({ id: 9, type: 'REQUIRED_ON_CONFIRMATION', title: 'CT safety' }),
  general: false,
  examSlugs: ['ct-brain'],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('separate booking turned into an enquiry', () => {
  it('hands the enquiry the key of the exam whose answers led there, so it carries them', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/questionnaires': (url) =>
          url.searchParams.get('bookingKey') === other
            ? questionnaireList([ctSafety], other)()
            : questionnaireList([], key)(),
        'POST /api/questionnaires/answers': () => ({
          answerId: 1,
          questionnaireId: 9,
          version: 1,
          temporary: true,
        }),
        'POST /api/questionnaires/outcomes': (_url, init) =>
          JSON.parse(String(init?.body)).bookingKey === other
            ? { outcome: 'CREATE_BOOKING_REQUEST', message: null, questionnaireIds: [9] }
            : { outcome: null, questionnaireIds: [] },
      }).fetch,
    );
    await renderQuestionnaireUi(
      <BookingQuestionnaires
        bookingKey={key}
        examSlugs={['mri-knee', 'ct-brain']}
        separateKeys={[key, other]}
        backUrl="/"
        renderEnquiry={(_outcome, enquiryKey) => <p>enquiry under {enquiryKey}</p>}
      >
        {() => <p>slots</p>}
      </BookingQuestionnaires>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'complete survey' }));
    expect(await screen.findByText(`enquiry under ${other}`)).toBeTruthy();
    expect(screen.queryByText('slots')).toBeNull();
  });
});
