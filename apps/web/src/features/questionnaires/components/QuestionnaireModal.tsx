import type { Questionnaire } from '@rb/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { ModalFrame } from '../../../components/ModalFrame';
import { Spinner } from '../../../components/Spinner';
import { useConfig } from '../../config';
import { scopeCss } from '../lib/scope-css';
import '../questionnaires.css';

// SurveyJS is large: its chunk loads only when a questionnaire opens.
const SurveyForm = lazy(() => import('./SurveyForm'));

interface QuestionnaireModalProps {
  questionnaire: Questionnaire;
  onComplete: (result: Record<string, unknown>) => void;
  /** Closing without completing (after the closing confirmation when the questionnaire asks for one). */
  onClose: () => void;
  busy?: boolean;
  /** A message.* key, with a retry button (the answer is kept). */
  errorKey?: string | null;
  onRetry?: () => void;
}

const SCOPE = 'questionnaire-scope';

/**
 * The questionnaire survey modal (§2, §9): size from the questionnaire (default lg), static backdrop,
 * no keyboard close for FEEDBACK, a closing confirmation when configured, and the provider's
 * questionnaireCss applied only inside it.
 */
export function QuestionnaireModal({
  questionnaire,
  onComplete,
  onClose,
  busy,
  errorKey,
  onRetry,
}: QuestionnaireModalProps) {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const [confirming, setConfirming] = useState(false);
  const css = scopeCss(config.application.questionnaireCss, `.${SCOPE}`);
  const isFeedback = questionnaire.type === 'FEEDBACK';

  const requestClose = () => {
    if (questionnaire.showClosingConfirmation) setConfirming(true);
    else onClose();
  };

  return (
    <>
      <ModalFrame
        className={`modal-${questionnaire.modalSize} questionnaire-modal`}
        title={questionnaire.title}
        headerEnd={
          <Button variant="link" className="questionnaire-modal-close" onClick={requestClose}>
            {t('questionnaires.close')}
          </Button>
        }
        onDismiss={requestClose}
        closesOnEscape={!isFeedback && !confirming}
        closesOnOutsideClick={false}
        data={{ 'data-questionnaire-type': questionnaire.type }}
      >
        {css && <style>{css}</style>}
        <div className={SCOPE}>
          <Suspense fallback={<Spinner label={t('message.loading')} />}>
            <SurveyForm
              key={`${questionnaire.id}-${questionnaire.version}`}
              definition={questionnaire.definition}
              locale={i18n.language}
              onComplete={onComplete}
            />
          </Suspense>
        </div>
        {busy && <Spinner label={t('questionnaires.saving')} />}
        {errorKey && (
          <div role="alert" className="alert alert-error questionnaire-error">
            <p>{t(errorKey)}</p>
            {onRetry && <Button onClick={onRetry}>{t('questionnaires.retry')}</Button>}
          </div>
        )}
      </ModalFrame>
      <Modal
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={t('questionnaires.close_confirm_title')}
        role="alertdialog"
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('questionnaires.close_confirm_stay')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                onClose();
              }}
            >
              {t('questionnaires.close_confirm_leave')}
            </Button>
          </>
        }
      >
        <p>{t('questionnaires.close_confirm_text')}</p>
      </Modal>
    </>
  );
}
