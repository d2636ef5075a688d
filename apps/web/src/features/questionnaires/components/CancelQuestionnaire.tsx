import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { QuestionnaireFlow } from './QuestionnaireFlow';

interface CancelQuestionnaireProps {
  /** Cancelling, or declining an appointment someone else booked for the patient. */
  type: 'CANCEL_APPOINTMENT_PATIENT' | 'DECLINE_APPOINTMENT';
  bookingKey: string;
  appointmentSlug: string;
  /** Title of the modal shown while the appointment is being cancelled (or why it could not be). */
  title: string;
  /** Shown while the page ends the appointment. */
  workingLabel: string;
  /** The translated reason the cancellation failed, if it did. */
  error: string | null;
  /** Closed without completing: the appointment stays as it was. */
  onClose: () => void;
  /** Completed and saved with the appointment: the page now cancels (§4: sets CANCELED) or declines it. */
  onCompleted: () => void;
}

/**
 * §4 cancelling (or declining) through the CANCEL_APPOINTMENT_PATIENT (DECLINE_APPOINTMENT)
 * questionnaire: its answers are saved with the appointment, then the page ends the appointment;
 * closing the questionnaire changes nothing.
 */
export function CancelQuestionnaire({
  type,
  bookingKey,
  appointmentSlug,
  title,
  workingLabel,
  error,
  onClose,
  onCompleted,
}: CancelQuestionnaireProps) {
  const [completed, setCompleted] = useState(false);

  if (completed) {
    return (
      <Modal isOpen onClose={onClose} title={title} size="md">
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : (
          <Spinner label={workingLabel} />
        )}
      </Modal>
    );
  }
  return (
    <QuestionnaireFlow
      input={{ bookingKey, appointmentSlug, types: [type] }}
      onClosed={onClose}
      onCanceled={() => {
        setCompleted(true);
        onCompleted();
      }}
    />
  );
}
