import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isSupportedLocale, resolveLocale, supportedLocales, weekStartsOn } from './locale';

describe('locale fallback (§8)', () => {
  it.each(supportedLocales)('keeps the supported locale %s without a warning', (locale) => {
    expect(resolveLocale(locale)).toEqual({ locale, fellBack: false });
  });

  it.each(['xx-YY', 'en-GB', 'EN-AU', 'mk-MK'])(
    'answers en-AU for %s and asks the caller to warn',
    (requested) => {
      expect(resolveLocale(requested)).toEqual({ locale: DEFAULT_LOCALE, fellBack: true });
    },
  );

  it('answers en-AU without a warning when nothing was asked for', () => {
    expect(resolveLocale(undefined)).toEqual({ locale: 'en-AU', fellBack: false });
    expect(resolveLocale('')).toEqual({ locale: 'en-AU', fellBack: false });
  });

  it('tells supported locales apart', () => {
    expect(isSupportedLocale('en-NZ')).toBe(true);
    expect(isSupportedLocale('fr-FR')).toBe(false);
    expect(isSupportedLocale(null)).toBe(false);
  });
});

describe('week start per locale (§9)', () => {
  it.each([
    ['en-AU', 1],
    ['en-NZ', 1],
    ['mk', 1],
    ['en-CA', 0],
    ['en-US', 0],
  ] as const)('%s starts the week on day %i', (locale, day) => {
    expect(weekStartsOn(locale)).toBe(day);
  });
});
