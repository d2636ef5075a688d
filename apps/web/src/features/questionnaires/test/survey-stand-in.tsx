/**
 * Stands in for SurveyForm (SurveyJS is not what the component tests are about):
 * `vi.mock('…/SurveyForm', () => import('…/test/survey-stand-in'))`. Completes with `standInAnswer`.
 */
export const standInAnswer = { answer: 'stand-in' };

export default function SurveyStandIn({
  onComplete,
}: {
  onComplete: (result: Record<string, unknown>) => void;
}) {
  return (
    <button type="button" onClick={() => onComplete({ ...standInAnswer })}>
      complete survey
    </button>
  );
}
