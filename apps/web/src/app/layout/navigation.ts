import type { PublicConfig } from '@rb/contracts';
import type { PageKind } from '@rb/contracts/common/page-kind';
import { configuredEntry, internalHref, type NavEntry, safeExternalUrl } from '../../lib/links';

type Config = Pick<PublicConfig, 'application' | 'features' | 'radiology'>;

export interface ShellContext {
  kind: PageKind;
  kioskMode: boolean;
  search: URLSearchParams;
}

/**
 * A switch that exists both in the application configuration and in the feature flags: it is on only
 * when neither place switches it off, so a provider turning it off in either place is obeyed.
 */
export function settingOn(config: Config, name: 'showLinkToAdminPanel' | 'versionOnPatientPortalEnabled') {
  return config.application[name] && config.features[name];
}

/** Kiosk mode hides the menu (§6); confirmation pages show it only when the provider allows. */
export function showMenu(config: Config, ctx: Pick<ShellContext, 'kind' | 'kioskMode'>): boolean {
  if (ctx.kioskMode) return false;
  return !ctx.kind.isConfirmation || config.radiology.showMenuOnConfirmationPage;
}

/**
 * §2 admin login link: hidden in kiosk mode or when the setting is off; otherwise shown only when the
 * setting is on and the page is not a confirmation page.
 */
export function showAdminLink(config: Config, ctx: Pick<ShellContext, 'kind' | 'kioskMode'>): boolean {
  if (ctx.kioskMode || !settingOn(config, 'showLinkToAdminPanel')) return false;
  return !ctx.kind.isConfirmation;
}

/** The entries shared by menu and footer: about and the legal pages go outside when an address is set. */
function pageEntries(config: Config, search: URLSearchParams): NavEntry[] {
  const r = config.radiology;
  return [
    configuredEntry('about', 'menu.about', '/about', r.aboutUrl, search),
    configuredEntry('contact', 'menu.contact', '/contact', r.contactUrl, search),
    configuredEntry('terms', 'menu.terms', '/terms', r.termsAndConditionsUrl, search),
    configuredEntry('privacy', 'menu.privacy', '/privacy', r.privacyPolicyUrl, search),
  ];
}

const homeEntry = (search: URLSearchParams): NavEntry => ({
  id: 'home',
  labelKey: 'menu.home',
  href: internalHref('/', search),
  external: false,
});

export function menuEntries(config: Config, search: URLSearchParams): NavEntry[] {
  return [homeEntry(search), ...pageEntries(config, search)];
}

/** Footer: home, the provider's own site when configured, then the page entries. */
export function footerEntries(config: Config, search: URLSearchParams): NavEntry[] {
  const homeUrl = safeExternalUrl(config.radiology.homeUrl);
  const providerHome: NavEntry[] = homeUrl
    ? [{ id: 'provider-home', labelKey: 'footer.provider_home', href: homeUrl, external: true }]
    : [];
  return [homeEntry(search), ...providerHome, ...pageEntries(config, search)];
}

/** §2: no footer on mobile or in advanced booking. */
export function showFooter(kind: PageKind, device: { isMobile: boolean }): boolean {
  return !device.isMobile && !kind.isAdvancedBooking;
}

/** The custom footer replaces the standard one when the provider configured one. */
export function customFooterHtml(config: Config): string | null {
  const html = config.radiology.customFooter?.trim();
  return html ? html : null;
}
