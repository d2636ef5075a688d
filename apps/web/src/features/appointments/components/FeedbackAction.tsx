import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { QuestionnaireFlow } from '../../questionnaires';

const FEEDBACK_PARAM = 'feedback';

/**
 * §4 Feedback on the confirmation page, optional: "Give feedback" opens the FEEDBACK questionnaire
 * only when the server still offers one, otherwise the flow says feedback was already provided.
 * Open while `?feedback=1` is in the address, so closing the modal (back url) simply drops it.
 */
export function FeedbackAction({ bookingKey }: { bookingKey: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [search] = useSearchParams();
  const open = search.get(FEEDBACK_PARAM) === '1';
  const withParam = (value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(FEEDBACK_PARAM);
    else next.set(FEEDBACK_PARAM, value);
    const text = next.toString();
    return `${location.pathname}${text ? `?${text}` : ''}`;
  };

  return (
    <section className="booking-section" aria-labelledby="feedback-title">
      <h2 id="feedback-title">{t('booking.confirmation.feedback_title')}</h2>
      {open ? (
        <QuestionnaireFlow input={{ bookingKey, feedback: true, backUrl: withParam(null) }} />
      ) : (
        <Link className="button button-secondary" to={withParam('1')}>
          {t('booking.confirmation.give_feedback')}
        </Link>
      )}
    </section>
  );
}
