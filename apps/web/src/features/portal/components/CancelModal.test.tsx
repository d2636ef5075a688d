import { fireEvent, screen, waitFor } from '@testing-library/react';
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

afterEach(() => vi.unstubAllGlobals());

function renderModal(onSubmit = vi.fn(), onClose = vi.fn()) {
  return renderQuestionnaireUi(
    <CancelModal
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
});
