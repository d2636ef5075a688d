/** Without zod: the web's first load reads this (import it by its path, not from the index). */

/** The tags this product can load; Google Analytics and Tag Manager share Google's script origin. */
export type AnalyticsTag =
  | { tag: 'googleAnalytics'; id: string }
  | { tag: 'googleTagManager'; id: string }
  | { tag: 'facebookPixel'; id: string }
  | { tag: 'hotjar'; id: string }
  | { tag: 'matomo'; id: string; url: string };

interface TagSettings {
  googleAnalyticsEnabled: boolean;
  googleTrackingId: string | null;
  googleTagManagerEnabled: boolean;
  googleTagManagerId: string | null;
  facebookTrackingEnabled: boolean;
  facebookTrackingId: string | null;
  hotjarEnabled: boolean;
  hotjarSiteId: string | null;
  matomoAnalyticsEnabled: boolean;
  matomoAnalyticsUrl: string | null;
  matomoAnalyticsId: string | null;
}

/**
 * The tags the provider enabled (§3): a flag on with its id (and Matomo's address). The server's
 * content security policy and the web's loader both read this, so they never disagree.
 */
export function enabledTags(settings: TagSettings): AnalyticsTag[] {
  const tags: AnalyticsTag[] = [];
  if (settings.googleAnalyticsEnabled && settings.googleTrackingId) {
    tags.push({ tag: 'googleAnalytics', id: settings.googleTrackingId });
  }
  if (settings.googleTagManagerEnabled && settings.googleTagManagerId) {
    tags.push({ tag: 'googleTagManager', id: settings.googleTagManagerId });
  }
  if (settings.facebookTrackingEnabled && settings.facebookTrackingId) {
    tags.push({ tag: 'facebookPixel', id: settings.facebookTrackingId });
  }
  if (settings.hotjarEnabled && settings.hotjarSiteId)
    tags.push({ tag: 'hotjar', id: settings.hotjarSiteId });
  if (settings.matomoAnalyticsEnabled && settings.matomoAnalyticsUrl && settings.matomoAnalyticsId) {
    tags.push({ tag: 'matomo', id: settings.matomoAnalyticsId, url: settings.matomoAnalyticsUrl });
  }
  return tags;
}
