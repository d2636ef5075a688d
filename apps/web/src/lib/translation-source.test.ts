import { afterEach, describe, expect, it, vi } from 'vitest';
import { putJsonBlock } from '../test/support';
import { fetchTexts, initialTextsLocale } from './translation-source';

/** A fetch that answers each address from the table and records what was asked. */
function serve(table: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return url in table ? Response.json(table[url]) : new Response('{}', { status: 404 });
  });
  return asked;
}

describe('translation sources', () => {
  afterEach(() => {
    for (const id of ['rb-initial-texts', 'rb-translation-files']) document.getElementById(id)?.remove();
    vi.unstubAllGlobals();
  });

  it("names the locale of the page's texts, the server's choice for the visitor", () => {
    expect(initialTextsLocale()).toBeUndefined();
    putJsonBlock('rb-initial-texts', { locale: 'mk', overrides: {} });
    expect(initialTextsLocale()).toBe('mk');
    document.getElementById('rb-initial-texts')?.remove();
    putJsonBlock('rb-initial-texts', { locale: 'xx-YY', overrides: {} });
    expect(initialTextsLocale()).toBeUndefined();
  });

  it("takes the page's overrides of its own locale instead of asking the server for them", async () => {
    putJsonBlock('rb-translation-files', { mk: '/assets/translations-mk-abc123.json' });
    putJsonBlock('rb-initial-texts', { locale: 'mk', overrides: { b: 'page b' } });
    const asked = serve({ '/assets/translations-mk-abc123.json': { a: 'base a', b: 'base b' } });
    await expect(fetchTexts('mk')).resolves.toEqual({ a: 'base a', b: 'page b' });
    expect(asked).toEqual(['/assets/translations-mk-abc123.json']);
  });

  it('asks the server for the overrides of a locale the page does not carry, or when its block is no text map', async () => {
    putJsonBlock('rb-translation-files', {
      mk: '/assets/translations-mk-abc123.json',
      'en-NZ': '/assets/translations-en-NZ-def456.json',
    });
    putJsonBlock('rb-initial-texts', { locale: 'mk', overrides: { b: 3 } });
    const asked = serve({
      '/assets/translations-mk-abc123.json': { b: 'base b' },
      '/api/assets/translation-overrides?lang=mk': { b: 'server b' },
      '/assets/translations-en-NZ-def456.json': { b: 'nz b' },
      '/api/assets/translation-overrides?lang=en-NZ': {},
    });
    await expect(fetchTexts('mk')).resolves.toEqual({ b: 'server b' });
    await expect(fetchTexts('en-NZ')).resolves.toEqual({ b: 'nz b' });
    expect(asked).toContain('/api/assets/translation-overrides?lang=en-NZ');
  });

  it("loads another locale from the build's hashed file with the provider's overrides over it", async () => {
    putJsonBlock('rb-translation-files', { mk: '/assets/translations-mk-abc123.json' });
    const asked = serve({
      '/assets/translations-mk-abc123.json': { a: 'base a', b: 'base b' },
      '/api/assets/translation-overrides?lang=mk': { b: 'provider b' },
    });
    await expect(fetchTexts('mk')).resolves.toEqual({ a: 'base a', b: 'provider b' });
    expect(asked).not.toContain('/api/assets/translations?lang=mk');
  });

  it("asks the server's merged map when the page lists no build files (dev server)", async () => {
    const asked = serve({ '/api/assets/translations?lang=en-NZ': { a: 'merged' } });
    await expect(fetchTexts('en-NZ')).resolves.toEqual({ a: 'merged' });
    expect(asked).toEqual(['/api/assets/translations?lang=en-NZ']);
  });
});
