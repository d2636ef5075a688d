import { TZDate } from '@date-fns/tz';
import { type Locale, weekStartsOn } from '@rb/contracts';
import { type Locale as DateLocale, format } from 'date-fns';
import { enAU, enCA, enNZ, enUS, mk } from 'date-fns/locale';

/**
 * Every date and time the server writes for people (emails, SMS): date-fns locales, as the web
 * uses, with the week start of §9, in the zone where the patient has to be (the clinic's).
 */
const dateLocales: Record<Locale, DateLocale> = Object.fromEntries(
  (
    [
      ['en-AU', enAU],
      ['en-NZ', enNZ],
      ['en-CA', enCA],
      ['en-US', enUS],
      ['mk', mk],
    ] as const
  ).map(([locale, base]) => [
    locale,
    { ...base, options: { ...base.options, weekStartsOn: weekStartsOn(locale) } },
  ]),
) as Record<Locale, DateLocale>;

export const dateLocale = (locale: Locale): DateLocale => dateLocales[locale];

/** A long date in a zone (e.g. "Friday, 15 March 2030"; "петок, 15 март 2030" in Macedonian). */
export const formatLongDate = (instant: Date, timeZone: string, locale: Locale) =>
  format(new TZDate(instant, timeZone), 'PPPP', { locale: dateLocales[locale] });

/** A time in a zone (e.g. "10:30 AM"). */
export const formatTime = (instant: Date, timeZone: string, locale: Locale) =>
  format(new TZDate(instant, timeZone), 'p', { locale: dateLocales[locale] });
