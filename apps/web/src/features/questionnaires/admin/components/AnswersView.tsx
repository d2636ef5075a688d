import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/Spinner';
import { formatDateTime } from '../../../../lib/date-format';

const ReadOnlySurvey = lazy(() => import('./ReadOnlySurvey'));

interface Answers {
  questionnaireTitle: string;
  questionnaireType?: string;
  definition?: Record<string, unknown> | null;
  answers: Record<string, unknown>;
  createdAt: string;
}

/**
 * Questionnaire answers of every type (pain scores and the protocol form included), read-only: as
 * SurveyJS renders the questionnaire when its definition is known, else each question and answer.
 */
export function AnswersView({ answers }: { answers: Answers[] }) {
  const { t, i18n } = useTranslation();
  if (answers.length === 0) return <p>{t('admin.none')}</p>;
  return (
    <>
      {answers.map((set) => (
        <div key={`${set.questionnaireTitle}-${set.createdAt}`} className="admin-answers">
          <h3>
            {set.questionnaireTitle} ({formatDateTime(set.createdAt, i18n.language)})
          </h3>
          {set.definition ? (
            <Suspense fallback={<Spinner label={t('admin.loading')} />}>
              <ReadOnlySurvey definition={set.definition} answers={set.answers} locale={i18n.language} />
            </Suspense>
          ) : (
            <dl className="admin-details">
              {Object.entries(set.answers).map(([question, answer]) => (
                <div key={question}>
                  <dt>{question}</dt>
                  <dd>{typeof answer === 'string' ? answer : JSON.stringify(answer)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ))}
    </>
  );
}
