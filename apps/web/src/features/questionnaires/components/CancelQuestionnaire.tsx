import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { QuestionnaireFlow } from './QuestionnaireFlow';

interface CancelQuestionnaireProps {
  bookingKey: string;
  appointmentSlug: string;
  /** Title of the modal shown while the appointment is being cancelled (or why it could not be). */
  title: string;
  /** The translated reason the cancellation failed, if it did. */
  error: string | null;
  /** Closed without completing: the appointment stays as it was. */
  onClose: () => void;
  /** Completed and saved with the appointment: the page now cancels it (§4: sets CANCELED). */
  onCompleted: () => void;
}

/**
 * §4 cancelling through the CANCEL_APPOINTMENT_PATIENT questionnaire: its answers are saved with the
 * appointment, then the page cancels the appointment; closing the questionnaire changes nothing.
 */
export function CancelQuestionnaire({
  bookingKey,
  appointmentSlug,
  title,
  error,
  onClose,
  onCompleted,
}: CancelQuestionnaireProps) {
  const { t } = useTranslation();
  const [completed, setCompleted] = useState(false);

  if (completed) {
    return (
      <Modal isOpen onClose={onClose} title={title} size="md">
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : (
          <Spinner label={t('questionnaires.canceling')} />
        )}
      </Modal>
    );
  }
  return (
    <QuestionnaireFlow
      input={{ bookingKey, appointmentSlug, types: ['CANCEL_APPOINTMENT_PATIENT'] }}
      onClosed={onClose}
      onCanceled={() => {
        setCompleted(true);
        onCompleted();
      }}
    />
  );
}
