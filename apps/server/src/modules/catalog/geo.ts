const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine), plenty for "nearest clinic" within a country. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A lat/lng box that contains every point within `km` of the centre. */
export function boundingBox(centre: { latitude: number; longitude: number }, km: number) {
  const dLat = km / 111.0;
  const dLng = km / (111.0 * Math.max(0.01, Math.cos(rad(centre.latitude))));
  return {
    minLat: centre.latitude - dLat,
    maxLat: centre.latitude + dLat,
    minLng: centre.longitude - dLng,
    maxLng: centre.longitude + dLng,
  };
}
