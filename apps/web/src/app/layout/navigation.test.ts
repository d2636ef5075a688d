import { pageKind } from '@rb/contracts/common/page-kind';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/support';
import {
  customFooterHtml,
  footerEntries,
  menuEntries,
  settingOn,
  showAdminLink,
  showFooter,
  showMenu,
} from './navigation';

const q = (text = '') => new URLSearchParams(text);
const on = testConfig();
const home = pageKind('/');
const confirmation = pageKind('/appointments/key');

describe('admin login link', () => {
  it('shows on ordinary pages when the setting is on', () => {
    expect(showAdminLink(on, { kind: home, kioskMode: false })).toBe(true);
  });

  it('hides in kiosk mode', () => {
    expect(showAdminLink(on, { kind: home, kioskMode: true })).toBe(false);
  });

  it('hides on confirmation pages', () => {
    expect(showAdminLink(on, { kind: confirmation, kioskMode: false })).toBe(false);
  });

  it('hides when the setting is off in the application configuration or in the feature flags', () => {
    const appOff = testConfig((c) => {
      c.application.showLinkToAdminPanel = false;
    });
    const flagOff = testConfig((c) => {
      c.features.showLinkToAdminPanel = false;
    });
    expect(showAdminLink(appOff, { kind: home, kioskMode: false })).toBe(false);
    expect(showAdminLink(flagOff, { kind: home, kioskMode: false })).toBe(false);
    expect(settingOn(flagOff, 'showLinkToAdminPanel')).toBe(false);
  });
});

describe('menu', () => {
  it('lists home, about, contact, terms and privacy, internal by default', () => {
    const entries = menuEntries(on, q());
    expect(entries.map((e) => e.id)).toEqual(['home', 'about', 'contact', 'terms', 'privacy']);
    expect(entries.every((e) => !e.external)).toBe(true);
    expect(entries.find((e) => e.id === 'about')?.href).toBe('/about');
  });

  it('links outside when an external about address is configured', () => {
    const config = testConfig((c) => {
      c.radiology.aboutUrl = 'https://provider.example/about';
    });
    expect(menuEntries(config, q()).find((e) => e.id === 'about')).toMatchObject({
      href: 'https://provider.example/about',
      external: true,
    });
  });

  it('is hidden in kiosk mode, and on confirmation pages only when the provider says so', () => {
    expect(showMenu(on, { kind: home, kioskMode: true })).toBe(false);
    expect(showMenu(on, { kind: confirmation, kioskMode: false })).toBe(true);
    const noMenu = testConfig((c) => {
      c.radiology.showMenuOnConfirmationPage = false;
    });
    expect(showMenu(noMenu, { kind: confirmation, kioskMode: false })).toBe(false);
    expect(showMenu(noMenu, { kind: home, kioskMode: false })).toBe(true);
  });
});

describe('footer', () => {
  const external = testConfig((c) => {
    c.radiology.homeUrl = 'https://provider.example';
    c.radiology.contactUrl = 'https://provider.example/contact';
    c.radiology.termsAndConditionsUrl = 'https://provider.example/terms';
    c.radiology.privacyPolicyUrl = 'https://provider.example/privacy';
  });

  it('adds the provider home only when configured', () => {
    expect(footerEntries(on, q()).map((e) => e.id)).toEqual(['home', 'about', 'contact', 'terms', 'privacy']);
    expect(footerEntries(external, q()).map((e) => e.id)).toEqual([
      'home',
      'provider-home',
      'about',
      'contact',
      'terms',
      'privacy',
    ]);
  });

  it('chooses internal or external targets by the configured addresses', () => {
    const byId = Object.fromEntries(footerEntries(external, q()).map((e) => [e.id, e]));
    expect(byId.about).toMatchObject({ href: '/about', external: false });
    expect(byId.contact).toMatchObject({ href: 'https://provider.example/contact', external: true });
    expect(byId.terms).toMatchObject({ href: 'https://provider.example/terms', external: true });
    expect(byId.privacy).toMatchObject({ href: 'https://provider.example/privacy', external: true });
    expect(byId['provider-home']).toMatchObject({ external: true });
  });

  it('carries kioskMode and regionSlug on internal links only', () => {
    const entries = footerEntries(external, q('kioskMode=true&regionSlug=nsw&date=2025-02-01'));
    for (const entry of entries) {
      if (entry.external) expect(entry.href).not.toContain('kioskMode');
      else expect(entry.href).toMatch(/\?kioskMode=true&regionSlug=nsw$/);
    }
  });

  it('is hidden on mobile and in advanced booking', () => {
    expect(showFooter(home, { isMobile: false })).toBe(true);
    expect(showFooter(home, { isMobile: true })).toBe(false);
    expect(showFooter(pageKind('/advanced-booking/mri'), { isMobile: false })).toBe(false);
  });

  it('is replaced by the custom footer when one is configured', () => {
    expect(customFooterHtml(on)).toBeNull();
    const blank = testConfig((c) => {
      c.radiology.customFooter = '   ';
    });
    expect(customFooterHtml(blank)).toBeNull();
    const custom = testConfig((c) => {
      c.radiology.customFooter = '<p>Custom</p>';
    });
    expect(customFooterHtml(custom)).toBe('<p>Custom</p>');
  });
});
