import type { ProcessedOutcome } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/date-format';
import { useDocumentTypes } from '../../portal';
import { outcomeInfoUrl } from '../lib/outcome-text';
import { OutcomeLink } from './OutcomeLink';

/** A yyyy-MM-dd calendar date in the UI language; read at local noon, so no zone shifts the day. */
const formatDay = (date: string, language: string) => formatDate(`${date}T12:00:00`, language, 'long');

/**
 * What an outcome means for the patient: its message (a message.* key, or the provider's own
 * sentence shown as text) and the processed fields that change the booking.
 */
export function OutcomeNotice({ outcome }: { outcome: ProcessedOutcome }) {
  const { t, i18n } = useTranslation();
  const link = outcome.url ? outcomeInfoUrl(outcome.url) : null;
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
        {outcome.walkInExamName && (
          <>
            <dt>{t('questionnaires.outcome_walk_in')}</dt>
            <dd>
              {outcome.walkInEnabledGroup
                ? t('questionnaires.outcome_walk_in_group', {
                    exam: outcome.walkInExamName,
                    group: outcome.walkInEnabledGroup,
                  })
                : t('questionnaires.outcome_walk_in_text', { exam: outcome.walkInExamName })}
            </dd>
          </>
        )}
        {outcome.validationCodeRequired && (
          <>
            <dt>{t('questionnaires.outcome_validation_code')}</dt>
            <dd>{t('questionnaires.outcome_validation_code_text')}</dd>
          </>
        )}
        {outcome.documentTypeId !== undefined && (
          <>
            <dt>{t('questionnaires.outcome_document')}</dt>
            <dd>
              <DocumentNeeded documentTypeId={outcome.documentTypeId} />
            </dd>
          </>
        )}
        {outcome.insuranceTypeId !== undefined && (
          <>
            <dt>{t('questionnaires.outcome_insurance')}</dt>
            <dd>{t('questionnaires.outcome_insurance_text')}</dd>
          </>
        )}
        {outcome.medicareNumberRequired && (
          <>
            <dt>{t('questionnaires.outcome_medicare')}</dt>
            <dd>{t('questionnaires.outcome_medicare_text')}</dd>
          </>
        )}
      </dl>
      {link && <OutcomeLink url={link} />}
    </div>
  );
}

/** The document the outcome asks for, by its type's title once the types have loaded. */
function DocumentNeeded({ documentTypeId }: { documentTypeId: number }) {
  const { t } = useTranslation();
  const types = useDocumentTypes();
  const type = types.data?.find((candidate) => candidate.id === documentTypeId);
  return type
    ? t('questionnaires.outcome_document_named', { name: type.title })
    : t('questionnaires.outcome_document_text');
}
