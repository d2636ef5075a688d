import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { type BookingStep, STEP_DEBOUNCE_MS } from '../lib/progress';

const STEP_KEYS = [
  'booking.progress.exam',
  'booking.progress.time',
  'booking.progress.details',
  'booking.progress.confirm',
] as const;

/** §4 progress steps 0–3; changes settle for 2 s first, so quick back-and-forth does not flicker. */
export function ProgressSteps({ step }: { step: BookingStep }) {
  const { t } = useTranslation();
  const shown = useDebouncedValue(step, STEP_DEBOUNCE_MS);
  return (
    <nav className="progress-steps" aria-label={t('booking.progress.label')} data-step={shown}>
      <ol>
        {STEP_KEYS.map((key, index) => (
          <li
            key={key}
            className={
              index === shown
                ? 'progress-step progress-step-current'
                : index < shown
                  ? 'progress-step progress-step-done'
                  : 'progress-step'
            }
            aria-current={index === shown ? 'step' : undefined}
          >
            <span className="progress-step-number" aria-hidden="true">
              {index + 1}
            </span>
            {t(key)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
