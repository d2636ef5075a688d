import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/support';
import { getConfig } from './get-config';

function injectBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'rb-initial-config';
  block.textContent = text;
  document.head.append(block);
}

describe('getConfig', () => {
  afterEach(() => {
    document.getElementById('rb-initial-config')?.remove();
    vi.unstubAllGlobals();
  });

  it('uses the configuration the server put into the page, without a request', async () => {
    const config = testConfig((c) => {
      c.application.metaTitle = 'Injected </script> title';
    });
    injectBlock(JSON.stringify(config).replace(/</g, '\\u003c'));
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(getConfig()).resolves.toEqual(config);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks GET /api/config when the block is missing or not a valid configuration', async () => {
    const config = testConfig();
    for (const block of [undefined, '{"application":', '{"application":{}}']) {
      if (block !== undefined) injectBlock(block);
      const fetchSpy = vi.fn(async () => Response.json(config));
      vi.stubGlobal('fetch', fetchSpy);
      await expect(getConfig()).resolves.toEqual(config);
      expect(String((fetchSpy.mock.calls[0] as unknown[] | undefined)?.[0])).toContain('/api/config');
      document.getElementById('rb-initial-config')?.remove();
    }
  });
});
