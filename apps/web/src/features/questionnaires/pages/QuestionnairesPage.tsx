import { bookingKey as bookingKeySchema, type QuestionnaireType, questionnaireType } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QuestionnaireFlow } from '../components/QuestionnaireFlow';
import type { FlowInput } from '../machines/questionnaire-flow.machine';

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The flow's input from the page's query params; null without a usable booking key. */
export function flowInputFromQuery(params: URLSearchParams): FlowInput | null {
  const key = params.get('bookingKey') ?? '';
  if (!bookingKeySchema.safeParse(key).success) return null;
  const types = list(params.get('types') ?? params.get('type')).filter(
    (type): type is QuestionnaireType => questionnaireType.safeParse(type).success,
  );
  return {
    bookingKey: key,
    appointmentSlug: params.get('appointmentSlug') || undefined,
    changedExamSlug: params.get('changedExamSlug') || undefined,
    examSlugs: list(params.get('examSlug')),
    types,
    redirectUrl: params.get('redirectUrl'),
    backUrl: params.get('backUrl'),
    feedback: types.length === 1 && types[0] === 'FEEDBACK',
  };
}

/**
 * /questionnaires and /q (§2, §4): the questionnaires of the booking named in the query params.
 * Reached by navigation with merged query params; it needs no patient session (the booking key is
 * the capability), so it is not behind the authentication guard.
 */
export default function QuestionnairesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const input = flowInputFromQuery(params);
  return (
    <section className="page questionnaires-page" aria-labelledby="questionnaires-title">
      <h1 id="questionnaires-title">{t('page.questionnaires.title')}</h1>
      {input ? (
        <QuestionnaireFlow key={params.toString()} input={input} />
      ) : (
        <p role="alert" className="alert alert-error">
          {t('questionnaires.missing_booking_key')}
        </p>
      )}
    </section>
  );
}
