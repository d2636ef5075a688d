/**
 * Locale codes and rules without zod, so the web's entry chunk can resolve a locale without
 * loading the schema library (issue 16: the first load carries no validation code).
 */

/** Supported locales (§8): en-AU is the default and the fallback. */
export const supportedLocales = ['en-AU', 'en-NZ', 'en-CA', 'en-US', 'mk'] as const;
export type Locale = (typeof supportedLocales)[number];
export const DEFAULT_LOCALE: Locale = 'en-AU';

/** The cookie the web sets when a visitor chooses a language, so served pages carry that locale's texts. */
export const CHOSEN_LOCALE_COOKIE = 'rb_locale';

export function isSupportedLocale(value: string | undefined | null): value is Locale {
  return !!value && (supportedLocales as readonly string[]).includes(value);
}

/** Resolves any requested locale to a supported one; `fellBack` tells the caller to warn (§8). */
export function resolveLocale(requested: string | undefined | null): { locale: Locale; fellBack: boolean } {
  if (isSupportedLocale(requested)) return { locale: requested, fellBack: false };
  return {
    locale: DEFAULT_LOCALE,
    fellBack: requested !== undefined && requested !== null && requested !== '',
  };
}

/** Week start per locale (§9): Monday for en-AU, en-NZ and Macedonian, Sunday for en-CA and en-US. */
export function weekStartsOn(locale: Locale): 0 | 1 {
  return locale === 'en-CA' || locale === 'en-US' ? 0 : 1;
}
