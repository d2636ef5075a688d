import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeFetch,
  questionnaireList,
  renderQuestionnaireUi,
  testBookingKey,
  testQuestionnaire,
} from '../test/render';
import { BookingQuestionnaires } from './BookingQuestionnaires';
import { OutcomeNotice } from './OutcomeNotice';

const key = testBookingKey;
const general = testQuestionnaire({ id: 7, type: 'BOOKING_FORM', title: 'About your visit' });

afterEach(() => vi.unstubAllGlobals());

describe('booking questionnaires', () => {
  it('lets the booking continue with the combined outcome when no exam-linked questionnaire is left', async () => {
    const api = fakeFetch({
      'GET /api/questionnaires': questionnaireList([general]),
      'POST /api/questionnaires/outcomes': () => ({
        outcome: null,
        restrictMinDate: '2026-03-16',
        questionnaireIds: [3],
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderQuestionnaireUi(
      <BookingQuestionnaires bookingKey={key} examSlugs={['mri-knee']} backUrl="/" renderEnquiry={() => null}>
        {(outcome) => <p>slots from {outcome?.restrictMinDate}</p>}
      </BookingQuestionnaires>,
    );
    expect(await screen.findByText('slots from 2026-03-16')).toBeTruthy();
    // The general questionnaire is left for later; nothing opened.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls[0]).toBe(`GET /api/questionnaires?bookingKey=${key}&examSlug=mri-knee`);
  });

  it('asks each exam of a separate booking under its own key and merges their outcomes', async () => {
    const other = 'o'.repeat(22);
    const api = fakeFetch({
      'GET /api/questionnaires': (url) => questionnaireList([], url.searchParams.get('bookingKey') ?? '')(),
      'POST /api/questionnaires/outcomes': (_url, init) =>
        JSON.parse(String(init?.body)).bookingKey === key
          ? { outcome: null, restrictMinDate: '2026-03-16', questionnaireIds: [3] }
          : { outcome: null, medicareNumberRequired: true, questionnaireIds: [4] },
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderQuestionnaireUi(
      <BookingQuestionnaires
        bookingKey={key}
        examSlugs={['mri-knee', 'ct-brain']}
        separateKeys={[key, other]}
        backUrl="/"
        renderEnquiry={() => null}
      >
        {(outcome) => (
          <p>
            slots from {outcome?.restrictMinDate}, medicare {String(outcome?.medicareNumberRequired)}
          </p>
        )}
      </BookingQuestionnaires>,
    );
    expect(await screen.findByText('slots from 2026-03-16, medicare true')).toBeTruthy();
    expect(api.calls.filter((c) => c.startsWith('GET'))).toEqual([
      `GET /api/questionnaires?bookingKey=${key}&examSlug=mri-knee`,
      `GET /api/questionnaires?bookingKey=${other}&examSlug=ct-brain`,
    ]);
  });

  it('blocks the booking and says so when the questionnaires cannot be loaded', async () => {
    vi.stubGlobal('fetch', fakeFetch({}).fetch);
    await renderQuestionnaireUi(
      <BookingQuestionnaires bookingKey={key} examSlugs={['mri-knee']} backUrl="/" renderEnquiry={() => null}>
        {() => <p>slots</p>}
      </BookingQuestionnaires>,
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('message.questionnaire_load_error'),
    );
    expect(screen.queryByText('slots')).toBeNull();
  });
});

describe('outcome notice', () => {
  it('shows the message, the earliest date and the Medicare requirement, and links only http(s) addresses', async () => {
    await renderQuestionnaireUi(
      <OutcomeNotice
        outcome={{
          outcome: 'CREATE_BOOKING_REQUEST',
          message: 'message.questionnaire_outcome_kidney',
          restrictMinDate: '2026-03-16',
          medicareNumberRequired: true,
          url: 'javascript:alert(1)',
          questionnaireIds: [1],
        }}
      />,
    );
    expect(screen.getByText('questionnaires.outcome_enquiry')).toBeTruthy();
    expect(screen.getByText('message.questionnaire_outcome_kidney')).toBeTruthy();
    expect(screen.getByTestId('restrict-min-date').textContent).toBe('16 March 2026');
    expect(screen.getByText('questionnaires.outcome_medicare_text')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
