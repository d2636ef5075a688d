import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMapsBootstrap } from './google-maps-bootstrap';

type Maps = { importLibrary?: (name: string) => Promise<unknown>; __ib__?: () => void };
const maps = () => (window as unknown as { google: { maps: Maps } }).google.maps;
// The scripts the loader adds, kept out of the document: the test plays the loaded API itself.
let added: HTMLScriptElement[] = [];
const mapsScripts = () => added.filter((s) => s.src.includes('/maps/api/js'));

beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    added.push(...(nodes as HTMLScriptElement[]));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as unknown as { google?: unknown }).google;
});

describe('installMapsBootstrap', () => {
  it('loads the API once from the configured address for the libraries asked together, then answers from it', async () => {
    installMapsBootstrap('https://maps.stand-in.example/maps/api/js', {
      key: 'k',
      v: 'weekly',
      language: 'en-AU',
    });
    const core = maps().importLibrary?.('core');
    const mapsLibrary = maps().importLibrary?.('maps');
    await Promise.resolve();
    await Promise.resolve();
    const [script, ...others] = mapsScripts();
    expect(others).toEqual([]);
    const src = new URL(script?.src ?? '');
    expect(src.origin + src.pathname).toBe('https://maps.stand-in.example/maps/api/js');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      key: 'k',
      v: 'weekly',
      language: 'en-AU',
      libraries: 'core,maps',
      callback: 'google.maps.__ib__',
    });
    // What the loaded API does: its own importLibrary, then the callback named in its address.
    maps().importLibrary = async (name) => ({ library: name });
    maps().__ib__?.();
    await expect(core).resolves.toEqual({ library: 'core' });
    await expect(mapsLibrary).resolves.toEqual({ library: 'maps' });
  });

  it('leaves an importLibrary already installed alone', async () => {
    const existing = async () => 'existing';
    (window as unknown as { google: { maps: Maps } }).google = { maps: { importLibrary: existing } };
    installMapsBootstrap('https://maps.stand-in.example/maps/api/js', { key: 'k', v: 'weekly' });
    expect(maps().importLibrary).toBe(existing);
    expect(mapsScripts()).toEqual([]);
  });

  it('fails the import when the script cannot load', async () => {
    installMapsBootstrap('https://maps.stand-in.example/maps/api/js', { key: 'k', v: 'weekly' });
    const core = maps().importLibrary?.('core');
    await Promise.resolve();
    await Promise.resolve();
    mapsScripts()[0]?.onerror?.(new Event('error'));
    await expect(core).rejects.toThrow('could not load');
  });
});
