import type { PublicConfig } from '@rb/contracts';

/**
 * Which map the clinic finder draws (issue 43): Google's when the provider configured a Maps key,
 * otherwise Leaflet over the provider's tile server, or over a plain ground when none is configured
 * (public OpenStreetMap tiles are never a default).
 */
export type MapProvider =
  | { kind: 'google'; apiKey: string; scriptUrl: string }
  | { kind: 'leaflet'; tileUrl: string | null; attribution: string };

export function mapProviderOf(
  config: Pick<PublicConfig, 'application' | 'googleMapsScriptUrl'>,
): MapProvider {
  const { googleMapsApiKey, mapTileUrl, mapAttribution } = config.application;
  const apiKey = googleMapsApiKey.key?.trim();
  if (apiKey) return { kind: 'google', apiKey, scriptUrl: config.googleMapsScriptUrl };
  return { kind: 'leaflet', tileUrl: mapTileUrl || null, attribution: mapAttribution };
}
