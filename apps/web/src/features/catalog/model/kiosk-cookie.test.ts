import { describe, expect, it } from 'vitest';
import {
  POSTAL_CODE_COOKIE,
  postalCodeCookieLine,
  readPostalCodeLocationId,
  writePostalCodeLocationId,
} from './kiosk-cookie';

describe('kiosk postal code cookie', () => {
  it('expires on 31 December 2030, is Lax and site-wide', () => {
    const line = postalCodeCookieLine(42);
    expect(line).toMatch(/^postalCodeLocationId=42; /);
    expect(line).toContain('expires=Tue, 31 Dec 2030');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('path=/');
  });

  it('reads back what it wrote among other cookies', () => {
    const jar = { cookie: '' };
    writePostalCodeLocationId(17, jar);
    expect(jar.cookie.startsWith(`${POSTAL_CODE_COOKIE}=17`)).toBe(true);
    expect(readPostalCodeLocationId({ cookie: `a=1; ${POSTAL_CODE_COOKIE}=17; b=2` })).toBe(17);
  });

  it('ignores a missing or hand-edited value', () => {
    expect(readPostalCodeLocationId({ cookie: 'a=1' })).toBeNull();
    expect(readPostalCodeLocationId({ cookie: `${POSTAL_CODE_COOKIE}=abc` })).toBeNull();
    expect(readPostalCodeLocationId({ cookie: `${POSTAL_CODE_COOKIE}=-3` })).toBeNull();
    expect(readPostalCodeLocationId({ cookie: `x${POSTAL_CODE_COOKIE}=5` })).toBeNull();
  });

  it('works with the real document cookie', () => {
    writePostalCodeLocationId(99);
    expect(readPostalCodeLocationId()).toBe(99);
  });
});
