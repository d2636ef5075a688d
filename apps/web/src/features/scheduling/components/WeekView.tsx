import type { Slot } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime } from '../../../lib/date-format';
import { isSelectedSlot, type SlotSelection } from '../lib/slot-params';

interface WeekViewProps {
  days: string[];
  slotsByDay: Map<string, Slot[]>;
  timeZone: string;
  selection: SlotSelection | null;
  onSelect: (slot: Slot) => void;
  disabled: boolean;
}

/** One column per day with its free start times; the chosen one is pressed. */
export function WeekView({ days, slotsByDay, timeZone, selection, onSelect, disabled }: WeekViewProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="week-view">
      {days.map((day) => {
        const slots = slotsByDay.get(day) ?? [];
        const label = formatDay(day, i18n.language);
        return (
          <section key={day} className="week-day" aria-label={formatDay(day, i18n.language, 'long')}>
            <h3 className="week-day-title">{label}</h3>
            {slots.length === 0 ? (
              <p className="muted week-day-empty">{t('booking.slots.none_this_day')}</p>
            ) : (
              <ul className="slot-list">
                {slots.map((slot) => {
                  const selected = isSelectedSlot(slot, selection, timeZone);
                  return (
                    <li key={`${slot.start}-${slot.deviceId}`}>
                      <button
                        type="button"
                        className={`slot-button${selected ? ' slot-button-selected' : ''}`}
                        aria-pressed={selected}
                        data-selected-slot={selected}
                        disabled={disabled}
                        onClick={() => onSelect(slot)}
                      >
                        {formatTime(slot.start, timeZone, i18n.language)}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
