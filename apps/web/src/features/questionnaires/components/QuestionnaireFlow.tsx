import type { ProcessedOutcome } from '@rb/contracts';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { lazyComponent } from '../../../lib/lazy-component';
import type { FlowInput } from '../machines/questionnaire-flow.machine';
import { type FlowHandlers, useQuestionnaireFlow } from '../machines/use-questionnaire-flow';
import { OutcomeMessage } from './OutcomeMessage';
import { OutcomeNotice } from './OutcomeNotice';

const busyStates = new Set(['saving', 'processing', 'changingExam']);

// The survey modal loads when a questionnaire is asked: most bookings ask none,
// and the booking page loads this flow beside every visit (issue 16).
const QuestionnaireModal = lazyComponent(() =>
  import('./QuestionnaireModal').then((m) => m.QuestionnaireModal),
);

function doneKey(input: FlowInput, answered: number): string {
  if (input.feedback)
    return answered > 0 ? 'message.feedback_provided_successfully' : 'message.feedback_already_provided';
  return 'message.questionnaires_already_answered';
}

/**
 * The questionnaires of a booking, one modal after the other (§4). Drop it into a page with the
 * booking's input; the page hears about outcomes, cancellation, enquiry and exam change through the
 * handlers. Give it a `key` that changes with the input to start over.
 */
export interface QuestionnaireFlowProps extends FlowHandlers {
  input: FlowInput;
  /** Shown instead of message.questionnaires_already_answered once nothing is left to ask. */
  renderDone?: (outcome: ProcessedOutcome | null) => ReactNode;
  /** Shown under the outcome when it turns the booking into an enquiry (e.g. the enquiry form). */
  renderEnquiry?: (outcome: ProcessedOutcome) => ReactNode;
}

export function QuestionnaireFlow({ input, renderDone, renderEnquiry, ...handlers }: QuestionnaireFlowProps) {
  const { t } = useTranslation();
  const flow = useQuestionnaireFlow(input, handlers);
  const { state, context } = flow;

  if (state === 'loading') return <Spinner label={t('message.loading')} />;
  if (state === 'failed') {
    return (
      <div role="alert" className="alert alert-error">
        {t(context.errorKey ?? 'message.questionnaire_load_error')}
      </div>
    );
  }
  if (state === 'allAnswered') {
    if (renderDone) return <>{renderDone(context.outcome)}</>;
    return (
      <>
        <p role="status" className="questionnaire-done">
          {t(doneKey(context.input, context.answered))}
        </p>
        {!context.input.feedback && <OutcomeMessage bookingKey={context.input.bookingKey} />}
      </>
    );
  }
  if (state === 'canceled') {
    return (
      <p role="status" className="questionnaire-done">
        {t('questionnaires.appointment_canceled')}
      </p>
    );
  }
  if (state === 'enquiry' && context.outcome) {
    return (
      <section role="status" aria-labelledby="questionnaire-outcome-title">
        <h2 id="questionnaire-outcome-title">{t('questionnaires.outcome_title')}</h2>
        <OutcomeNotice outcome={context.outcome} />
        {renderEnquiry?.(context.outcome)}
      </section>
    );
  }
  if (state === 'notice' && context.outcome) {
    return (
      <Modal
        isOpen
        onClose={flow.proceed}
        title={t('questionnaires.outcome_title')}
        actions={<Button onClick={flow.proceed}>{t('questionnaires.continue')}</Button>}
      >
        <OutcomeNotice outcome={context.outcome} />
      </Modal>
    );
  }
  if ((state === 'answering' || state === 'saveFailed' || busyStates.has(state)) && context.current) {
    return (
      <Suspense fallback={<Spinner label={t('message.loading')} />}>
        <QuestionnaireModal
          questionnaire={context.current}
          busy={busyStates.has(state)}
          errorKey={context.errorKey}
          onComplete={flow.complete}
          onClose={flow.close}
          onRetry={flow.retry}
        />
      </Suspense>
    );
  }
  // Navigating away (closed, denied, redirecting, exam changed).
  return <Spinner label={t('message.loading')} />;
}
