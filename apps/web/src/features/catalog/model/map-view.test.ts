import { describe, expect, it } from 'vitest';
import { FALLBACK_CENTRE, initialMapEvent, MAP_ZOOM, mapViewFor } from './map-view';

const user = { latitude: -33.9, longitude: 151.1 };
const region = { latitude: -37.8, longitude: 144.9 };
const clinic = { latitude: -27.5, longitude: 153.0 };
const base = { userLocation: null, regionCentre: null, focus: null, firstClinic: null };

describe('map view rules (§9)', () => {
  it('uses the spec zoom levels', () => {
    expect(MAP_ZOOM).toEqual({ default: 16, locationFound: 13, regionSelected: 12 });
  });

  it('zooms to 13 around the patient after their location is found', () => {
    expect(mapViewFor({ ...base, event: 'location', userLocation: user, regionCentre: region })).toEqual({
      centre: user,
      zoom: 13,
    });
  });

  it('zooms to 12 over the region after a region is chosen, even with a known location', () => {
    expect(mapViewFor({ ...base, event: 'region', userLocation: user, regionCentre: region })).toEqual({
      centre: region,
      zoom: 12,
    });
  });

  it('defaults to 16 on the focused clinic, else the first clinic', () => {
    expect(mapViewFor({ ...base, event: 'none', focus: clinic, firstClinic: user })).toEqual({
      centre: clinic,
      zoom: 16,
    });
    expect(mapViewFor({ ...base, event: 'none', firstClinic: user })).toEqual({ centre: user, zoom: 16 });
  });

  it('falls back to the default rule when the event has nothing to centre on', () => {
    expect(mapViewFor({ ...base, event: 'location', firstClinic: clinic })).toEqual({
      centre: clinic,
      zoom: 16,
    });
    expect(mapViewFor({ ...base, event: 'region' }).centre).toEqual(FALLBACK_CENTRE);
  });

  it('starts from the most specific thing in the address', () => {
    expect(initialMapEvent({ focus: true, location: true, region: true })).toBe('none');
    expect(initialMapEvent({ focus: false, location: true, region: true })).toBe('location');
    expect(initialMapEvent({ focus: false, location: false, region: true })).toBe('region');
    expect(initialMapEvent({ focus: false, location: false, region: false })).toBe('none');
  });
});
