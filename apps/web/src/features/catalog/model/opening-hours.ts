import type { Clinic } from '@rb/contracts';

/** 7 January 2024 was a Sunday: day 0 of the week in the clinic data. */
const A_SUNDAY = Date.UTC(2024, 0, 7);

export function weekdayName(weekday: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(A_SUNDAY + weekday * 86_400_000),
  );
}

/** One line per open day, Monday first as clinics print them: "Mon 08:00–17:00". */
export function openingHoursLines(hours: Clinic['openingHours'], locale: string): string[] {
  const mondayFirst = (weekday: number) => (weekday + 6) % 7;
  return [...hours]
    .sort((a, b) => mondayFirst(a.weekday) - mondayFirst(b.weekday) || a.opens.localeCompare(b.opens))
    .map((line) => `${weekdayName(line.weekday, locale)} ${line.opens}–${line.closes}`);
}
