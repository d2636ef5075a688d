import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeFetch,
  questionnaireList,
  renderQuestionnaireUi,
  testBookingKey,
  testQuestionnaire,
} from '../../../questionnaires/test/render';
import { StaffQuestionnaires } from './StaffQuestionnaires';

vi.mock(
  '../../../questionnaires/components/SurveyForm',
  () => import('../../../questionnaires/test/survey-stand-in'),
);

const mriSafety = {
  ...testQuestionnaire({ id: 4, type: 'BOOKING_FORM', title: 'MRI safety questionnaire' }),
  general: false,
  examSlugs: ['mri-knee'],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answering(outcome: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /api/questionnaires': questionnaireList([mriSafety]),
      'POST /api/questionnaires/answers': () => ({
        answerId: 1,
        questionnaireId: 4,
        version: 1,
        temporary: true,
      }),
      'POST /api/questionnaires/outcomes': () => ({ message: null, questionnaireIds: [4], ...outcome }),
    }).fetch,
  );
}

const renderStep = async (onStopped: (stopped: boolean) => void, onExamChanged = (_slug: string) => {}) =>
  renderQuestionnaireUi(
    <StaffQuestionnaires
      bookingKey={testBookingKey}
      examSlug="mri-knee"
      onClosed={() => {}}
      onExamChanged={onExamChanged}
      onStopped={onStopped}
    >
      <p>slots</p>
    </StaffQuestionnaires>,
  );

describe('the exam questionnaires in the staff booking', () => {
  it('keeps staff on the page where a patient would be denied, and leaves only a pending booking', async () => {
    answering({ outcome: 'DENY_BOOKING', message: 'message.questionnaire_outcome_pregnancy' });
    const onStopped = vi.fn();
    await renderStep(onStopped);
    fireEvent.click(await screen.findByRole('button', { name: 'complete survey' }));
    expect(await screen.findByText('admin.book.outcome_stops_online')).toBeTruthy();
    expect(screen.getByText('message.questionnaire_outcome_pregnancy')).toBeTruthy();
    expect(screen.getByText('slots')).toBeTruthy();
    expect(screen.queryByText('elsewhere')).toBeNull();
    await waitFor(() => expect(onStopped).toHaveBeenLastCalledWith(true));
  });

  it('offers the slots after answers that allow an online booking', async () => {
    answering({ outcome: null });
    const onStopped = vi.fn();
    await renderStep(onStopped);
    fireEvent.click(await screen.findByRole('button', { name: 'complete survey' }));
    expect(await screen.findByText('slots')).toBeTruthy();
    expect(screen.queryByText('admin.book.outcome_stops_online')).toBeNull();
    expect(onStopped).not.toHaveBeenCalledWith(true);
  });

  it('books the exam the answers switch to on the staff page, not the patient journey', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/questionnaires': questionnaireList([mriSafety]),
        'POST /api/questionnaires/answers': () => ({
          answerId: 1,
          questionnaireId: 4,
          version: 1,
          temporary: true,
        }),
        'POST /api/questionnaires/outcomes': () => ({
          outcome: 'CHANGE_EXAM',
          newExamSlug: 'mri-knee-contrast',
          message: null,
          questionnaireIds: [4],
        }),
        'POST /api/questionnaires/change_exam': () => ({
          bookingKey: testBookingKey,
          newExamSlug: 'mri-knee-contrast',
          examName: 'MRI Knee with contrast',
          nextPath: `/select-clinic/mri-knee-contrast?bookingKey=${testBookingKey}`,
        }),
      }).fetch,
    );
    const onExamChanged = vi.fn();
    await renderStep(() => {}, onExamChanged);
    fireEvent.click(await screen.findByRole('button', { name: 'complete survey' }));
    await waitFor(() => expect(onExamChanged).toHaveBeenCalledWith('mri-knee-contrast'));
    expect(screen.queryByText('elsewhere')).toBeNull();
  });
});
