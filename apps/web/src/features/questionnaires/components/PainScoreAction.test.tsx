import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeFetch,
  questionnaireList,
  renderQuestionnaireUi,
  testBookingKey,
  testQuestionnaire,
} from '../test/render';
import { standInAnswer } from '../test/survey-stand-in';
import { PainScoreAction, painScoreType } from './PainScoreAction';
// The lazy flow's module graph, loaded with this file's own (which no test's time limit counts): the
// tests' waits for the modal then measure the component, not how fast a busy machine loads modules.
import './QuestionnaireFlow';

vi.mock('./SurveyForm', () => import('../test/survey-stand-in'));

const key = testBookingKey;
const appointment = { slug: 'appt-1', status: 'BOOKED', end: '2099-01-01T10:00:00Z' };
const painScore = testQuestionnaire({
  id: 11,
  type: 'PAIN_SCORE_INITIAL',
  title: 'Pain score before your procedure',
});
const list = questionnaireList;
const problem = (message: string) =>
  new Response(JSON.stringify({ status: 400, title: 'Bad Request', message }), {
    status: 400,
    headers: { 'content-type': 'application/problem+json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('pain score type', () => {
  const now = Date.parse('2026-03-02T00:00:00Z');
  it.each([
    ['BOOKED', '2026-03-03T00:00:00Z', 'PAIN_SCORE_INITIAL'],
    ['PENDING', '2026-03-01T00:00:00Z', 'PAIN_SCORE_FINAL'],
    ['CANCELED', '2026-03-03T00:00:00Z', null],
  ])('a %s appointment ending %s asks %s', (status, end, type) => {
    expect(painScoreType({ status, end }, now)).toBe(type);
  });
});

describe('pain score in the portal', () => {
  it('asks the pain score of the appointment and saves it with the appointment', async () => {
    let body: Record<string, unknown> = {};
    const api = fakeFetch({
      'GET /api/questionnaires': list([painScore]),
      'POST /api/questionnaires/answers': (_url, init) => {
        body = JSON.parse(String(init?.body));
        return { answerId: 5, questionnaireId: 11, version: 1, temporary: false };
      },
      'POST /api/questionnaires/outcomes': () => ({ outcome: null, questionnaireIds: [11] }),
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderQuestionnaireUi(<PainScoreAction bookingKey={key} appointment={appointment} />);
    expect(api.calls[0]).toBe(
      `GET /api/questionnaires?bookingKey=${key}&appointmentSlug=appt-1&types=PAIN_SCORE_INITIAL`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'questionnaires.pain_score_open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'complete survey' }));
    expect(await screen.findByText('questionnaires.pain_score_saved')).toBeTruthy();
    expect(body).toEqual({
      bookingKey: key,
      appointmentSlug: 'appt-1',
      questionnaireId: 11,
      questionnaireType: 'PAIN_SCORE_INITIAL',
      questionnaireResult: standInAnswer,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to the deny page when the pain score cannot be recorded', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/questionnaires': list([painScore]),
        'POST /api/questionnaires/answers': () => problem('message.pain_score_problem'),
      }).fetch,
    );
    await renderQuestionnaireUi(<PainScoreAction bookingKey={key} appointment={appointment} />);
    fireEvent.click(await screen.findByRole('button', { name: 'questionnaires.pain_score_open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'complete survey' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('offers nothing when the server has no pain score to ask', async () => {
    const api = fakeFetch({ 'GET /api/questionnaires': list([]) });
    vi.stubGlobal('fetch', api.fetch);
    const { container } = await renderQuestionnaireUi(
      <PainScoreAction bookingKey={key} appointment={appointment} />,
    );
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
