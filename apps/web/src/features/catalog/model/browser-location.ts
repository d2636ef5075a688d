import type { GeoLocation } from '@rb/contracts';

/** How long we wait for the browser to place the patient before showing message.cant_locate. */
export const LOCATE_TIMEOUT_MS = 10_000;

/** The patient's position from the browser (it asks for permission); rejects when unavailable or refused. */
export function requestBrowserLocation(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<GeoLocation> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(error.message || 'Location refused')),
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  });
}
