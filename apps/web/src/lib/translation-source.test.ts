import { afterEach, describe, expect, it, vi } from 'vitest';
import { putJsonBlock } from '../test/support';
import { fetchTexts, initialTexts, initialTextsArePartial, initialTextsLocale } from './translation-source';

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

  it('takes the texts the server put into the page for that locale, and only for it', () => {
    putJsonBlock('rb-initial-texts', { locale: 'mk', texts: { 'message.loading': 'Се вчитува…' } });
    expect(initialTexts('mk')).toEqual({ 'message.loading': 'Се вчитува…' });
    expect(initialTexts('en-AU')).toBeUndefined();
  });

  it("names the locale of the page's texts, the server's choice for the visitor", () => {
    expect(initialTextsLocale()).toBeUndefined();
    putJsonBlock('rb-initial-texts', { locale: 'mk', texts: {} });
    expect(initialTextsLocale()).toBe('mk');
    document.getElementById('rb-initial-texts')?.remove();
    putJsonBlock('rb-initial-texts', { locale: 'xx-YY', texts: {} });
    expect(initialTextsLocale()).toBeUndefined();
  });

  it('parses the texts block once for all that start-up asks of it', () => {
    putJsonBlock('rb-initial-texts', {
      locale: 'mk',
      texts: { 'message.loading': 'Се вчитува…' },
      partial: true,
    });
    const parse = vi.spyOn(JSON, 'parse');
    expect(initialTextsLocale()).toBe('mk');
    expect(initialTexts('mk')).toEqual({ 'message.loading': 'Се вчитува…' });
    expect(initialTextsArePartial('mk')).toBe(true);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('ignores a page block that is not a text map', () => {
    putJsonBlock('rb-initial-texts', { locale: 'mk', texts: { 'message.loading': 3 } });
    expect(initialTexts('mk')).toBeUndefined();
    document.getElementById('rb-initial-texts')?.remove();
    putJsonBlock('rb-initial-texts', '{"locale":');
    expect(initialTexts('mk')).toBeUndefined();
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
