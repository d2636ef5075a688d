import { useTranslation } from 'react-i18next';
import { useQuestionnaireMessage } from '../api/questionnaire-message';

/**
 * Under "already answered": the message of the booking's processed outcome (a message.* key or the
 * provider's sentence), so a patient returning from a link still reads what their answers meant.
 */
export function OutcomeMessage({ bookingKey }: { bookingKey: string }) {
  const { t } = useTranslation();
  const message = useQuestionnaireMessage(bookingKey, true);
  const text = message.data?.message;
  if (!text) return null;
  return (
    <p className="questionnaire-outcome-message" data-testid="outcome-message">
      {t(text, { defaultValue: text })}
    </p>
  );
}
