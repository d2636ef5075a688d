import type { SurveyDefinition } from '@rb/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { Model } from 'survey-core';
import 'survey-core/i18n/macedonian';
import 'survey-core/survey-core.fontless.css';
import { Survey } from 'survey-react-ui';

export interface SurveyFormProps {
  definition: SurveyDefinition;
  /** The app locale; SurveyJS uses `mk` for Macedonian and English for the en-* locales. */
  locale: string;
  onComplete: (result: Record<string, unknown>) => void;
}

/**
 * One SurveyJS questionnaire. This module (survey-core + survey-react-ui, ~350 kB) is only loaded
 * when a questionnaire opens. Question numbers and required asterisks are always on (§5); the
 * title is the modal's heading, so SurveyJS does not repeat it.
 */
export default function SurveyForm({ definition, locale, onComplete }: SurveyFormProps) {
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  });
  const model = useMemo(() => {
    const survey = new Model(definition);
    survey.locale = locale.startsWith('mk') ? 'mk' : '';
    survey.showQuestionNumbers = 'on';
    survey.requiredMark = '*';
    survey.showTitle = false;
    survey.showCompletePage = false;
    survey.onComplete.add((sender) => onCompleteRef.current({ ...sender.data }));
    return survey;
  }, [definition, locale]);
  useEffect(() => () => model.dispose(), [model]);
  return <Survey model={model} />;
}
