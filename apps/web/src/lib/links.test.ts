import { describe, expect, it } from 'vitest';
import { configuredEntry, internalHref, isKioskMode, safeExternalUrl, sameOriginPath } from './links';

const q = (text: string) => new URLSearchParams(text);
const origin = 'https://book.example';

describe('internalHref', () => {
  it('carries kioskMode and regionSlug and nothing else', () => {
    expect(internalHref('/about', q('kioskMode=true&regionSlug=nsw&bookingKey=secret'))).toBe(
      '/about?kioskMode=true&regionSlug=nsw',
    );
  });

  it('leaves a path alone when there is nothing to carry', () => {
    expect(internalHref('/contact', q('date=2025-01-01'))).toBe('/contact');
  });

  it('keeps a query the path already has and does not overwrite it', () => {
    expect(internalHref('/?regionSlug=vic', q('regionSlug=nsw&kioskMode=true'))).toBe(
      '/?regionSlug=vic&kioskMode=true',
    );
  });
});

describe('isKioskMode', () => {
  it('is on only for kioskMode=true', () => {
    expect(isKioskMode(q('kioskMode=true'))).toBe(true);
    expect(isKioskMode(q('kioskMode=false'))).toBe(false);
    expect(isKioskMode(q(''))).toBe(false);
  });
});

describe('safeExternalUrl', () => {
  it('accepts web, mail and phone addresses', () => {
    expect(safeExternalUrl(' https://x.example/p ')).toBe('https://x.example/p');
    expect(safeExternalUrl('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(safeExternalUrl('tel:1300')).toBe('tel:1300');
  });

  it('refuses empty values and script addresses', () => {
    expect(safeExternalUrl(null)).toBeNull();
    expect(safeExternalUrl('  ')).toBeNull();
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,x')).toBeNull();
  });
});

describe('sameOriginPath', () => {
  it('keeps paths on our own site', () => {
    expect(sameOriginPath('/appointments/k?x=1#top', origin)).toBe('/appointments/k?x=1#top');
    expect(sameOriginPath('https://book.example/a/k', origin)).toBe('/a/k');
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    expect(sameOriginPath('https://evil.example/a', origin)).toBeNull();
    expect(sameOriginPath('//evil.example/a', origin)).toBeNull();
    expect(sameOriginPath('/\\evil.example', origin)).toBeNull();
    expect(sameOriginPath('javascript:alert(1)', origin)).toBeNull();
    expect(sameOriginPath(null, origin)).toBeNull();
  });
});

describe('configuredEntry', () => {
  it('goes outside in a new tab when an address is configured', () => {
    expect(
      configuredEntry('about', 'menu.about', '/about', 'https://x.example/about', q('kioskMode=true')),
    ).toEqual({
      id: 'about',
      labelKey: 'menu.about',
      href: 'https://x.example/about',
      external: true,
    });
  });

  it('stays inside with carried parameters otherwise, also when the address is unsafe', () => {
    expect(configuredEntry('about', 'menu.about', '/about', null, q('regionSlug=qld')).href).toBe(
      '/about?regionSlug=qld',
    );
    expect(configuredEntry('about', 'menu.about', '/about', 'javascript:x', q('')).external).toBe(false);
  });
});

describe('internalHref with a fragment', () => {
  it('puts the carried parameters before the fragment', () => {
    expect(internalHref('/about#team', q('kioskMode=true'))).toBe('/about?kioskMode=true#team');
  });
});
