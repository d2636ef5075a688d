import { afterEach, describe, expect, it, vi } from 'vitest';
import { putJsonBlock } from '../test/support';
import { loadedMacedonianDates } from './date-locales';
import { chosenLocale, createI18n } from './i18n';

const storage = (value: string | null) => ({ getItem: () => value });

describe('chosenLocale', () => {
  it('returns a supported locale chosen earlier', () => {
    expect(chosenLocale(storage('mk'))).toBe('mk');
  });

  it('ignores an unsupported or missing choice, so the configured locale applies', () => {
    expect(chosenLocale(storage('xx-YY'))).toBeNull();
    expect(chosenLocale(storage(null))).toBeNull();
  });

  it('survives storage that throws', () => {
    expect(
      chosenLocale({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBeNull();
  });
});

describe('the texts an instance starts with', () => {
  afterEach(() => {
    for (const id of ['rb-initial-texts', 'rb-translation-files']) document.getElementById(id)?.remove();
    vi.unstubAllGlobals();
  });

  it("are the build's base file of the locale with the page's overrides over it, staff texts included", async () => {
    putJsonBlock('rb-translation-files', { mk: '/assets/translations-mk-abc123.json' });
    putJsonBlock('rb-initial-texts', { locale: 'mk', overrides: { 'message.loading': 'Се полни…' } });
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return Response.json({ 'message.loading': 'Се вчитува…', 'admin.section.users': 'Корисници' });
    });
    const instance = await createI18n('mk');
    expect(asked).toEqual(['/assets/translations-mk-abc123.json']);
    expect(instance.t('message.loading')).toBe('Се полни…');
    expect(instance.t('admin.section.users')).toBe('Корисници');
    expect(document.documentElement.lang).toBe('mk');
    // Its dates too: Macedonian ones are loaded with the language, before anything renders in it.
    expect(loadedMacedonianDates()?.code).toBe('mk');
  });
});
