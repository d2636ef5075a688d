import { type TimeOfDay, timesOfDay } from '@rb/contracts/scheduling/times-of-day';
import { useTranslation } from 'react-i18next';

/** The timeOfDay filter (§2): none ticked means every time of day. */
export function TimeOfDayFilter({
  value,
  onChange,
  idPrefix,
}: {
  value: TimeOfDay[];
  onChange: (next: TimeOfDay[]) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="time-of-day-filter">
      <legend>{t('booking.slots.time_of_day')}</legend>
      {timesOfDay.map((time) => {
        const id = `${idPrefix}-tod-${time}`;
        const checked = value.includes(time);
        return (
          <span key={time} className="time-of-day-option">
            <input
              id={id}
              type="checkbox"
              checked={checked}
              onChange={() => onChange(checked ? value.filter((v) => v !== time) : [...value, time])}
            />
            <label htmlFor={id}>{t(`booking.slots.${time}`)}</label>
          </span>
        );
      })}
    </fieldset>
  );
}
