import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';

interface Answers {
  questionnaireTitle: string;
  answers: Record<string, unknown>;
  createdAt: string;
}

/** Questionnaire answers, read-only: each question's name and the answer as text. */
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
          <dl className="admin-details">
            {Object.entries(set.answers).map(([question, answer]) => (
              <div key={question}>
                <dt>{question}</dt>
                <dd>{typeof answer === 'string' ? answer : JSON.stringify(answer)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </>
  );
}
