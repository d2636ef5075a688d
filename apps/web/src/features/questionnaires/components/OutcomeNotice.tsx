import type { ProcessedOutcome } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/date-format';
import { safeExternalUrl } from '../lib/outcome-text';

/** A yyyy-MM-dd calendar date in the UI language; read at local noon, so no zone shifts the day. */
const formatDay = (date: string, language: string) => formatDate(`${date}T12:00:00`, language, 'long');

/**
 * What an outcome means for the patient: its message (a message.* key, or the provider's own
 * sentence shown as text) and the processed fields that change the booking.
 */
export function OutcomeNotice({ outcome }: { outcome: ProcessedOutcome }) {
  const { t, i18n } = useTranslation();
  const link = outcome.url ? safeExternalUrl(outcome.url) : null;
  return (
    <div className="questionnaire-outcome" data-outcome={outcome.outcome ?? 'NONE'}>
      {outcome.outcome === 'CREATE_BOOKING_REQUEST' && <p>{t('questionnaires.outcome_enquiry')}</p>}
      {outcome.message && <p>{t(outcome.message, { defaultValue: outcome.message })}</p>}
      <dl>
        {outcome.restrictMinDate && (
          <>
            <dt>{t('questionnaires.outcome_min_date')}</dt>
            <dd data-testid="restrict-min-date">{formatDay(outcome.restrictMinDate, i18n.language)}</dd>
          </>
        )}
        {outcome.prepTime ? (
          <>
            <dt>{t('questionnaires.outcome_prep_time')}</dt>
            <dd>{t('questionnaires.minutes', { count: outcome.prepTime })}</dd>
          </>
        ) : null}
        {outcome.minutesPrior ? (
          <>
            <dt>{t('questionnaires.outcome_minutes_prior')}</dt>
            <dd>{t('questionnaires.minutes', { count: outcome.minutesPrior })}</dd>
          </>
        ) : null}
        {outcome.medicareNumberRequired && (
          <>
            <dt>{t('questionnaires.outcome_medicare')}</dt>
            <dd>{t('questionnaires.outcome_medicare_text')}</dd>
          </>
        )}
      </dl>
      {link && (
        <p>
          <a href={link} target="_blank" rel="noopener noreferrer">
            {t('questionnaires.outcome_more_info')}
          </a>
        </p>
      )}
    </div>
  );
}
