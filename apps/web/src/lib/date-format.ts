import { resolveLocale, weekStartsOn } from '@rb/contracts/common/locale-codes';
import type { Locale as DateLocale } from 'date-fns';
// One file each, not the `date-fns` and `date-fns/locale` indexes: those load every function and all
// 90-odd languages wherever a date is shown (hundreds of modules for a test or a dev server to load).
import { format } from 'date-fns/format';
import { enAU } from 'date-fns/locale/en-AU';
import { enCA } from 'date-fns/locale/en-CA';
import { enNZ } from 'date-fns/locale/en-NZ';
import { enUS } from 'date-fns/locale/en-US';
import { loadedMacedonianDates } from './date-locales';
import { zonedParts } from './zoned-parts';

/**
 * Every date and time a person reads, in the active language. date-fns locales rather than the
 * browser's Intl: browsers ship a trimmed set of languages (Chromium has no Macedonian dates), and
 * the server formats emails with the same locales. Weeks start as §9 says.
 */
const baseLocales = { 'en-AU': enAU, 'en-NZ': enNZ, 'en-CA': enCA, 'en-US': enUS } as const;
const locales = new Map<string, DateLocale>();

function baseLocale(locale: keyof typeof baseLocales | 'mk'): DateLocale {
  if (locale !== 'mk') return baseLocales[locale];
  const macedonian = loadedMacedonianDates();
  if (!macedonian) throw new Error('Macedonian dates are used before they were loaded (loadDateLocale)');
  return macedonian;
}

/** The date-fns locale of a language tag (en-AU when unsupported, §8), with the §9 week start. */
export function dateLocale(language: string): DateLocale {
  const { locale } = resolveLocale(language);
  let found = locales.get(locale);
  if (!found) {
    const base = baseLocale(locale);
    found = { ...base, options: { ...base.options, weekStartsOn: weekStartsOn(locale) } };
    locales.set(locale, found);
  }
  return found;
}

/** A wall time as a browser-local Date, so date-fns prints the clinic's own day and time. */
function wallDate(instant: string | Date, timeZone: string): Date {
  const { date, time } = zonedParts(instant, timeZone);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, hh, mm);
}

/** A calendar day (`yyyy-MM-dd`, no zone involved) as a local Date at noon. */
const dayDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

/** A time in the clinic's zone (e.g. "9:30 AM"). */
export const formatTime = (instant: string, timeZone: string, language: string) =>
  format(wallDate(instant, timeZone), 'p', { locale: dateLocale(language) });

/** A long date in the clinic's zone (e.g. "Monday, 23 November 2026"). */
export const formatLongDate = (instant: string, timeZone: string, language: string) =>
  format(wallDate(instant, timeZone), 'PPPP', { locale: dateLocale(language) });

/** A calendar day: short for the week view ("Mon 23 Nov"), long for headings. */
export const formatDay = (day: string, language: string, style: 'short' | 'long' = 'short') =>
  format(dayDate(day), style === 'long' ? 'PPPP' : 'EEE d MMM', { locale: dateLocale(language) });

/** A month (`yyyy-MM`) with its year ("November 2026"). */
export const formatMonth = (month: string, language: string) =>
  format(dayDate(`${month}-15`), 'LLLL yyyy', { locale: dateLocale(language) });

/** A short weekday name; `weekday` 0 is Sunday as in the clinic data. */
export const formatWeekday = (weekday: number, language: string) =>
  format(new Date(2024, 0, 7 + weekday, 12), 'EEE', { locale: dateLocale(language) });

/** A date of an instant in the reader's own zone (e.g. "23 Nov 2026"): sharing, requests, results. */
export const formatDate = (instant: string, language: string, style: 'medium' | 'long' = 'medium') =>
  format(new Date(instant), style === 'long' ? 'PPP' : 'PP', { locale: dateLocale(language) });

/** A time of an instant in the reader's own zone (e.g. "9:30 AM"): a kiosk stands in the clinic. */
export const formatLocalTime = (instant: string, language: string) =>
  format(new Date(instant), 'p', { locale: dateLocale(language) });

/** A date and time of an instant in the reader's own zone (e.g. "23 Nov 2026, 9:30 AM"). */
export const formatDateTime = (instant: string, language: string) =>
  format(new Date(instant), 'PP, p', { locale: dateLocale(language) });
