import {
  type AnalyticsScriptOrigins,
  type AnalyticsTag,
  type ApplicationConfiguration,
  defaultAnalyticsScriptOrigins,
  enabledTags,
} from '@rb/contracts';
import type { Env } from '../../platform/env';
import type { ConfiguredSources } from '../../platform/security';

export const analyticsScriptOriginsOf = (env: Env): AnalyticsScriptOrigins => ({
  google: env.ANALYTICS_GOOGLE_ORIGIN,
  facebook: env.ANALYTICS_FACEBOOK_ORIGIN,
  hotjar: env.ANALYTICS_HOTJAR_ORIGIN,
});

type Vendor = keyof AnalyticsScriptOrigins;

/**
 * The hosts each vendor documents for its tag's script, beacons and pixels (Google's "Tag Manager
 * and GA4 content security policy", Meta's pixel, Hotjar's "content security policy" page).
 */
const vendorHosts: Record<Vendor, ConfiguredSources> = {
  google: {
    'script-src': ['https://*.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  facebook: {
    'script-src': ['https://connect.facebook.net'],
    'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
  },
  hotjar: {
    'script-src': ['https://*.hotjar.com'],
    'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    'img-src': ['https://*.hotjar.com'],
    'font-src': ['https://script.hotjar.com'],
  },
};

/** One origin for everything: a self-hosted tag (Matomo) or a vendor pointed elsewhere (a stand-in). */
const onlyOrigin = (address: string): ConfiguredSources => {
  const origin = new URL(address).origin;
  return { 'script-src': [origin], 'connect-src': [origin], 'img-src': [origin] };
};

const sourcesOf = (vendor: Vendor, origins: AnalyticsScriptOrigins): ConfiguredSources =>
  origins[vendor] === defaultAnalyticsScriptOrigins[vendor]
    ? vendorHosts[vendor]
    : onlyOrigin(origins[vendor]);

const vendorOf: Record<Exclude<AnalyticsTag['tag'], 'matomo'>, Vendor> = {
  googleAnalytics: 'google',
  googleTagManager: 'google',
  facebookPixel: 'facebook',
  hotjar: 'hotjar',
};

/**
 * What the page's content security policy must add for the tags the provider enabled (issue 43):
 * exactly their hosts, nothing when none is. One list per tag, merged with the map's
 * (config.content-sources.ts).
 */
export function analyticsSources(
  application: ApplicationConfiguration,
  origins: AnalyticsScriptOrigins,
): ConfiguredSources[] {
  return enabledTags(application).map((tag) =>
    tag.tag === 'matomo' ? onlyOrigin(tag.url) : sourcesOf(vendorOf[tag.tag], origins),
  );
}
