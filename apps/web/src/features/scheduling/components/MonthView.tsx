import type { DayAvailability } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/date-format';
import { weekdayOf } from '../lib/calendar';

interface MonthViewProps {
  days: string[];
  month: string;
  availability: Map<string, DayAvailability>;
  chosenDay: string | null;
  onChooseDay: (day: string) => void;
  disabled: boolean;
}

const WEEKDAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** A month grid; each day with free times is a button that lists that day's times below. */
export function MonthView({ days, month, availability, chosenDay, onChooseDay, disabled }: MonthViewProps) {
  const { t, i18n } = useTranslation();
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return (
    <table className="month-view">
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => (
            <th key={day} scope="col">
              {t(`booking.slots.weekday_${WEEKDAY_NAMES[weekdayOf(day)]}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const inMonth = day.startsWith(month);
              const count = availability.get(day)?.slotCount ?? 0;
              const chosen = day === chosenDay;
              return (
                <td key={day} className={inMonth ? 'month-day' : 'month-day month-day-outside'}>
                  {inMonth && count > 0 ? (
                    <button
                      type="button"
                      className={`month-day-button month-day-has-slots${chosen ? ' month-day-button-selected' : ''}`}
                      aria-pressed={chosen}
                      disabled={disabled}
                      aria-label={t('booking.slots.day_available', {
                        day: formatDay(day, i18n.language, 'long'),
                        slots: count,
                      })}
                      onClick={() => onChooseDay(day)}
                    >
                      {/* The label holds the whole date, so the visible day number is part of it. */}
                      <span className="month-day-number">{Number(day.slice(8))}</span>
                    </button>
                  ) : (
                    <span className={inMonth ? 'month-day-number muted' : 'visually-hidden'}>
                      {inMonth ? Number(day.slice(8)) : ''}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
