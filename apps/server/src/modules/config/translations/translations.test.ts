import { serverMessageKeys, specMessageKeys, supportedLocales } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { baseTranslations } from './index';

describe('base translations', () => {
  const reference = Object.keys(baseTranslations['en-AU']);

  it.each(supportedLocales)('%s has a text for every en-AU key', (locale) => {
    const texts = baseTranslations[locale];
    expect(reference.filter((key) => !texts[key]?.trim())).toEqual([]);
  });

  it.each(supportedLocales)('%s has no key that en-AU lacks', (locale) => {
    expect(
      Object.keys(baseTranslations[locale]).filter((key) => !(key in baseTranslations['en-AU'])),
    ).toEqual([]);
  });

  it('translates Macedonian rather than copying English', () => {
    const copied = reference.filter((key) => baseTranslations.mk[key] === baseTranslations['en-AU'][key]);
    // Only texts that are the same in both languages (names, numbers) may be identical.
    expect(copied.length).toBeLessThan(reference.length * 0.05);
  });

  it('keeps {{placeholders}} of en-AU in every locale', () => {
    for (const locale of supportedLocales) {
      for (const key of reference) {
        const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(names(baseTranslations[locale][key] ?? ''), `${locale} ${key}`).toEqual(
          names(baseTranslations['en-AU'][key] ?? ''),
        );
      }
    }
  });
});

describe('translation areas', () => {
  it('define each key in one area only, so no area silently overrides another', async () => {
    const { areas } = await import('./index');
    const seen = new Map<string, number>();
    const duplicates: string[] = [];
    areas.forEach((area, index) => {
      for (const key of Object.keys(area['en-AU'])) {
        if (seen.has(key)) duplicates.push(`${key} (areas ${seen.get(key)} and ${index})`);
        seen.set(key, index);
      }
    });
    expect(duplicates).toEqual([]);
  });
});

describe('message keys', () => {
  it.each(supportedLocales)('%s has a text for every message key of the spec and of the server', (locale) => {
    const texts = baseTranslations[locale];
    expect([...specMessageKeys, ...serverMessageKeys].filter((key) => !texts[key]?.trim())).toEqual([]);
  });
});
