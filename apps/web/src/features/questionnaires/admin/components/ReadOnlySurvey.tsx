import { useEffect, useMemo } from 'react';
import { Model } from 'survey-core';
import 'survey-core/i18n/macedonian';
import 'survey-core/survey-core.fontless.css';
import { Survey } from 'survey-react-ui';

export interface ReadOnlySurveyProps {
  definition: Record<string, unknown>;
  answers: Record<string, unknown>;
  /** The app locale (may be unset before the texts load). */
  locale: string | undefined;
}

/**
 * A patient's answers shown as SurveyJS renders the questionnaire they answered, in display mode
 * (nothing can be changed). A lazy chunk: SurveyJS loads only when an appointment has answers.
 */
export default function ReadOnlySurvey({ definition, answers, locale }: ReadOnlySurveyProps) {
  const model = useMemo(() => {
    const survey = new Model(definition);
    survey.locale = locale?.startsWith('mk') ? 'mk' : '';
    survey.mode = 'display';
    survey.showQuestionNumbers = 'on';
    survey.showTitle = false;
    survey.showNavigationButtons = false;
    survey.questionsOnPageMode = 'singlePage';
    survey.data = answers;
    return survey;
  }, [definition, answers, locale]);
  useEffect(() => () => model.dispose(), [model]);
  return <Survey model={model} />;
}
