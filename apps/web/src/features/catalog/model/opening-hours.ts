import type { Clinic } from '@rb/contracts';
import { compareCharacters } from '../../../lib/character-order';
import { formatWeekday } from '../../../lib/date-format';

export const weekdayName = formatWeekday;

/** One line per open day, Monday first as clinics print them: "Mon 08:00–17:00". */
export function openingHoursLines(hours: Clinic['openingHours'], locale: string): string[] {
  const mondayFirst = (weekday: number) => (weekday + 6) % 7;
  return [...hours]
    .sort((a, b) => mondayFirst(a.weekday) - mondayFirst(b.weekday) || compareCharacters(a.opens, b.opens))
    .map((line) => `${weekdayName(line.weekday, locale)} ${line.opens}–${line.closes}`);
}
