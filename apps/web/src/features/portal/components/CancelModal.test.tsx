import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeFetch,
  questionnaireList,
  renderQuestionnaireUi,
  testBookingKey,
  testQuestionnaire,
} from '../../questionnaires/test/render';
import { CancelModal } from './CancelModal';

vi.mock(
  '../../questionnaires/components/SurveyForm',
  () => import('../../questionnaires/test/survey-stand-in'),
);

const key = testBookingKey;
const cancelSurvey = testQuestionnaire({
  id: 12,
  type: 'CANCEL_APPOINTMENT_PATIENT',
  title: 'Why are you cancelling?',
});
const list = questionnaireList;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderModal(onSubmit = vi.fn(), onClose = vi.fn(), kind: 'cancel' | 'decline' = 'cancel') {
  return renderQuestionnaireUi(
    <CancelModal
      kind={kind}
      bookingKey={key}
      slug="appt-1"
      isOpen
      busy={false}
      error={null}
      onClose={onClose}
      onSubmit={onSubmit}
    />,
  );
}

describe('cancelling in the portal', () => {
  it('cancels through the cancel questionnaire once its answer is saved with the appointment', async () => {
    const saved: unknown[] = [];
    const api = fakeFetch({
      'GET /api/questionnaires': list([cancelSurvey]),
      'POST /api/questionnaires/answers': (_url, init) => {
        saved.push(JSON.parse(String(init?.body)));
        return { answerId: 5, questionnaireId: 12, version: 1, temporary: false };
      },
      'POST /api/questionnaires/outcomes': () => ({ outcome: null, questionnaireIds: [12] }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const onSubmit = vi.fn();
    await renderModal(onSubmit);
    expect(api.calls[0]).toBe(
      `GET /api/questionnaires?bookingKey=${key}&appointmentSlug=appt-1&types=CANCEL_APPOINTMENT_PATIENT`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'complete survey' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ reason: 'questionnaires.cancel_reason', note: null }),
    );
    expect(saved).toEqual([
      expect.objectContaining({ appointmentSlug: 'appt-1', questionnaireType: 'CANCEL_APPOINTMENT_PATIENT' }),
    ]);
    expect(await screen.findByText('questionnaires.canceling')).toBeTruthy();
  });

  it('leaves the appointment as it was when the questionnaire is closed', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/questionnaires': list([cancelSurvey]) }).fetch);
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    await renderModal(onSubmit, onClose);
    fireEvent.click(await screen.findByRole('button', { name: 'questionnaires.close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the cancel-reason modal when no cancel questionnaire applies', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/questionnaires': list([]) }).fetch);
    await renderModal();
    expect(await screen.findByLabelText('portal.cancel.reason_label')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'complete survey' })).toBeNull();
  });

  it('declines through the decline questionnaire, with its own words', async () => {
    const declineSurvey = testQuestionnaire({ id: 13, type: 'DECLINE_APPOINTMENT', title: 'Decline' });
    const api = fakeFetch({
      'GET /api/questionnaires': list([declineSurvey]),
      'POST /api/questionnaires/answers': () => ({
        answerId: 6,
        questionnaireId: 13,
        version: 1,
        temporary: false,
      }),
      'POST /api/questionnaires/outcomes': () => ({ outcome: null, questionnaireIds: [13] }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const onSubmit = vi.fn();
    await renderModal(onSubmit, vi.fn(), 'decline');
    expect(api.calls[0]).toBe(
      `GET /api/questionnaires?bookingKey=${key}&appointmentSlug=appt-1&types=DECLINE_APPOINTMENT`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'complete survey' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ reason: 'portal.decline.questionnaire_reason', note: null }),
    );
    expect(await screen.findByText('portal.decline.working')).toBeTruthy();
  });

  it('declines with the reason modal titled for declining when no questionnaire applies', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/questionnaires': list([]) }).fetch);
    await renderModal(vi.fn(), vi.fn(), 'decline');
    expect(await screen.findByRole('dialog', { name: 'portal.decline.title' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'portal.decline.submit' })).toBeTruthy();
  });
});
