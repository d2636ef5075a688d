import type { ApplicationAssetName } from '../config/config.schemas';

/**
 * §2 Layout: the page kinds the first path segment selects. Shared by the web shell and the server,
 * which paints the same header image into the HTML before the script runs (decision 0029).
 */
const CONFIRMATION_SEGMENTS = new Set([
  'appointments',
  'booking-requests',
  'unsubscribe',
  'authentication',
  'a',
]);
const HOME_SEGMENTS = new Set(['', 'home', 'booking-requests', 'unsubscribe']);
const CHECK_IN_SEGMENTS = new Set(['check-in']);
/** The embedded copy of the route table lives under this prefix; it does not change the page kind. */
const EMBEDDED_PREFIX = 'iframe';

export interface PageKind {
  /** The first path segment after any /iframe prefix ('' on the home page). */
  segment: string;
  isConfirmation: boolean;
  isHome: boolean;
  isCheckIn: boolean;
  isAdvancedBooking: boolean;
}

export function pageKind(pathname: string): PageKind {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === EMBEDDED_PREFIX) segments.shift();
  const segment = segments[0] ?? '';
  return {
    segment,
    isConfirmation: CONFIRMATION_SEGMENTS.has(segment),
    isHome: HOME_SEGMENTS.has(segment),
    isCheckIn: CHECK_IN_SEGMENTS.has(segment),
    // Advanced booking paths may carry a clinic prefix, so any segment counts (§2 route notes).
    isAdvancedBooking: segments.includes('advanced-booking'),
  };
}

export type HeaderImageName = Extract<
  ApplicationAssetName,
  'header' | 'header_tablet' | 'confirmation_header' | 'check_in_header'
>;

/** The header image of a page: confirmation first, then check-in, then the tablet variant, then default. */
export function headerImageName(kind: PageKind, device: { isTablet: boolean }): HeaderImageName {
  if (kind.isConfirmation) return 'confirmation_header';
  if (kind.isCheckIn) return 'check_in_header';
  if (device.isTablet) return 'header_tablet';
  return 'header';
}

/**
 * The size header images are made at (the seeded ones are 1200×160, the tablet one 800×140). Given
 * as the img's width and height, the browser reserves the box before the image arrives, so the page
 * below does not jump when it does (CLS). An image of another shape resizes its box once, on load.
 */
export function headerImageSize(name: HeaderImageName): { width: number; height: number } {
  return name === 'header_tablet' ? { width: 800, height: 140 } : { width: 1200, height: 160 };
}

/** Address of the header image; a configured confirmation header address replaces the stored image. */
export function headerImageUrl(name: HeaderImageName, confirmationHeaderUrl: string | null): string {
  if (name === 'confirmation_header' && confirmationHeaderUrl) return confirmationHeaderUrl;
  return `/api/assets/application/${name}`;
}

/** A tablet by its user agent alone; the web also counts touch screens 600–1023 px wide (device-info). */
export function isTabletUserAgent(userAgent: string): boolean {
  return /ipad|tablet|playbook|silk|(android(?!.*mobile))/.test(userAgent.toLowerCase());
}

/**
 * Pages drawn without the §2 shell (no banner, header or footer): the embedded /iframe copy, the
 * referrer's quick report, the image viewer, the email preview, the identity provider's return
 * addresses and the iframe test page. routes.tsx declares them; its test keeps this list in step.
 */
const OUTSIDE_SHELL =
  /^\/(iframe|iframe-test|referrer\/quick-report|imaging\/viewer|preview-email|auth)(\/|$)/;

export function hasSiteHeader(pathname: string): boolean {
  return !OUTSIDE_SHELL.test(pathname);
}
