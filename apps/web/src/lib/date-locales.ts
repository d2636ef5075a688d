import type { Locale } from '@rb/contracts/common/locale-codes';
import type { Locale as DateLocale } from 'date-fns';

let macedonian: DateLocale | undefined;

/**
 * Loads the dates of a language that is not always there: Macedonian's are 2 kB of a booking page's
 * first load that most visitors never read. i18n awaits this before anything renders in it.
 */
export async function loadDateLocale(locale: Locale): Promise<void> {
  if (locale === 'mk' && !macedonian) macedonian = (await import('date-fns/locale/mk')).mk;
}

/** Macedonian dates once loaded; date-format throws without them rather than print English. */
export const loadedMacedonianDates = (): DateLocale | undefined => macedonian;
