/** §3 cookie naming the kiosk's location, so a kiosk at a clinic starts near that clinic every time. */
export const POSTAL_CODE_COOKIE = 'postalCodeLocationId';

/** §9: kiosk cookies expire on 31 December 2030. */
export const KIOSK_COOKIE_EXPIRY = new Date(Date.UTC(2030, 11, 31, 23, 59, 59));

/** Anything with a `cookie` property, so tests can pass a plain object instead of the document. */
export interface CookieJar {
  cookie: string;
}

/** The cookie line that stores a postal code location id. */
export function postalCodeCookieLine(id: number): string {
  return `${POSTAL_CODE_COOKIE}=${encodeURIComponent(String(id))}; expires=${KIOSK_COOKIE_EXPIRY.toUTCString()}; path=/; SameSite=Lax`;
}

export function writePostalCodeLocationId(id: number, jar: CookieJar = document): void {
  jar.cookie = postalCodeCookieLine(id);
}

/** The stored id, or null when absent or not a positive whole number (a hand-edited cookie). */
export function readPostalCodeLocationId(jar: CookieJar = document): number | null {
  for (const part of jar.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== POSTAL_CODE_COOKIE) continue;
    const value = Number(decodeURIComponent(rest.join('=')));
    return Number.isInteger(value) && value > 0 ? value : null;
  }
  return null;
}
