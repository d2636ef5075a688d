import type { GeoLocation } from '@rb/contracts';

/** §9 map zoom levels. */
export const MAP_ZOOM = { default: 16, locationFound: 13, regionSelected: 12 } as const;

/** Centre of Australia, only used when there is nothing at all to centre on. */
export const FALLBACK_CENTRE: GeoLocation = { latitude: -25.2744, longitude: 133.7751 };
const FALLBACK_ZOOM = 4;

/** The last thing that moved the map: nothing yet, a location found, or a region chosen. */
export type MapEvent = 'none' | 'location' | 'region';

export interface MapViewInput {
  event: MapEvent;
  userLocation: GeoLocation | null;
  regionCentre: GeoLocation | null;
  /** The clinic the patient picked on the map or the centre kept in clat/clng. */
  focus: GeoLocation | null;
  firstClinic: GeoLocation | null;
}

export interface MapView {
  centre: GeoLocation;
  zoom: number;
}

/**
 * What the map starts from, given the query string: a focused clinic (clat/clng) is the most
 * specific, then the patient's location, then the region.
 */
export function initialMapEvent(known: { focus: boolean; location: boolean; region: boolean }): MapEvent {
  if (known.focus) return 'none';
  if (known.location) return 'location';
  if (known.region) return 'region';
  return 'none';
}

/**
 * §9: zoom 13 around the patient once their location is found, 12 over a region once one is chosen,
 * 16 (street level) otherwise, around the focused clinic or the first clinic listed.
 */
export function mapViewFor(input: MapViewInput): MapView {
  if (input.event === 'location' && input.userLocation) {
    return { centre: input.userLocation, zoom: MAP_ZOOM.locationFound };
  }
  if (input.event === 'region' && input.regionCentre) {
    return { centre: input.regionCentre, zoom: MAP_ZOOM.regionSelected };
  }
  const centre = input.focus ?? input.firstClinic;
  if (centre) return { centre, zoom: MAP_ZOOM.default };
  return { centre: FALLBACK_CENTRE, zoom: FALLBACK_ZOOM };
}
