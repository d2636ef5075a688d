import type { PublicConfig } from '@rb/contracts';
import type { ConfiguredSources } from '../../platform/security';
import { analyticsSources } from './config.analytics';

/**
 * The hosts Google documents for the Maps JavaScript API under an allow-list policy
 * (developers.google.com/maps/documentation/javascript/content-security-policy). Only allowed when
 * the provider configures a key.
 */
const GOOGLE_MAPS_SOURCES: ConfiguredSources = {
  'script-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
    "'unsafe-eval'",
    'blob:',
  ],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  'connect-src': ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'frame-src': ['*.google.com'],
  'worker-src': ['blob:'],
};

/** scheme://host[:port], a host's leftmost label possibly `*`: nothing that could end a directive. */
const SOURCE_ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin a tile template's images come from, as a CSP source: Leaflet's `{s}` subdomain label
 * becomes `*`. Undefined for a template whose host cannot be one source (its tiles stay blocked).
 */
export function tileSource(template: string): string | undefined {
  const origin = /^https?:\/\/[^/?#]+/i.exec(template)?.[0].replace(/\/\/\{s\}\./, '//*.');
  return origin && SOURCE_ORIGIN.test(origin) ? origin : undefined;
}

function mergeSources(...lists: ConfiguredSources[]): ConfiguredSources {
  const merged: Record<string, string[]> = {};
  for (const list of lists) {
    for (const [name, values] of Object.entries(list)) merged[name] = [...(merged[name] ?? []), ...values];
  }
  return merged;
}

/**
 * The outside sources a page of this configuration needs (issue 43): the map's, and the enabled
 * analytics tags' (config.analytics.ts).
 */
export function configuredSources(config: PublicConfig): ConfiguredSources {
  return mergeSources(
    mapSources(config),
    ...analyticsSources(config.application, config.analyticsScriptOrigins),
  );
}

/**
 * The map's: Google's hosts and the configured script's origin when a Maps key is set, otherwise the
 * tile server's origin when one is.
 */
function mapSources(config: PublicConfig): ConfiguredSources {
  const { googleMapsApiKey, mapTileUrl } = config.application;
  if (googleMapsApiKey.key) {
    const scriptOrigin = new URL(config.googleMapsScriptUrl).origin;
    return mergeSources(GOOGLE_MAPS_SOURCES, { 'script-src': [scriptOrigin] });
  }
  const tiles = mapTileUrl ? tileSource(mapTileUrl) : undefined;
  return tiles ? { 'img-src': [tiles] } : {};
}
