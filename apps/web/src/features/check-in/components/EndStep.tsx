import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { QuestionnaireFlow } from '../../questionnaires';
import type { CheckInStep } from '../machines/check-in.types';

interface Props {
  step: Extract<CheckInStep, 'SUCCESS' | 'COMPLETE' | 'ERROR' | 'FEEDBACK'>;
  message: string | null;
  folioNumber: string | null;
  bookingKey: string | null;
  homeUrl: string;
  onFeedback: () => void;
}

/** The end steps of §2: SUCCESS, COMPLETE (with the folio number), ERROR and FEEDBACK. */
export function EndStep({ step, message, folioNumber, bookingKey, homeUrl, onFeedback }: Props) {
  const { t } = useTranslation();
  if (step === 'FEEDBACK' && bookingKey) {
    return (
      <section className="check-in-card" aria-labelledby="check-in-feedback-title">
        <h1 id="check-in-feedback-title">{t('check_in.feedback_title')}</h1>
        <QuestionnaireFlow input={{ bookingKey, feedback: true, backUrl: '/kiosk', redirectUrl: homeUrl }} />
        <Link to={homeUrl}>{t('check_in.back_home')}</Link>
      </section>
    );
  }
  if (step === 'ERROR') {
    return (
      <section className="check-in-card" role="alert" aria-labelledby="check-in-error-title">
        <h1 id="check-in-error-title">{t('message.check_in_error')}</h1>
        <p>
          {t(
            message && message !== 'message.check_in_error' ? message : 'message.check_in_error_description',
          )}
        </p>
        <Link to={homeUrl}>{t('check_in.back_home')}</Link>
      </section>
    );
  }
  return (
    <section className="check-in-card" aria-labelledby="check-in-done-title">
      <h1 id="check-in-done-title">
        {t(step === 'COMPLETE' ? 'check_in.complete_title' : 'check_in.success_title')}
      </h1>
      <p>{t(step === 'COMPLETE' ? 'check_in.complete_text' : 'check_in.success_text')}</p>
      {step === 'COMPLETE' && folioNumber && (
        <p className="check-in-folio">
          {t('check_in.folio_number')} <strong data-testid="folio-number">{folioNumber}</strong>
        </p>
      )}
      <div className="check-in-end-actions">
        <Button variant="secondary" onClick={onFeedback}>
          {t('check_in.give_feedback')}
        </Button>
        <Link to={homeUrl}>{t('check_in.back_home')}</Link>
      </div>
    </section>
  );
}
