import { describe, expect, it } from 'vitest';
import { isAllowedAddress } from './kiosk.binding';

describe('isAllowedAddress', () => {
  const networks = ['203.0.113.0/24', '10.1.2.3', '2001:db8:1::/48'];

  it('lets in addresses inside the networks, IPv4-mapped IPv6 included', () => {
    expect(isAllowedAddress('203.0.113.77', networks)).toBe(true);
    expect(isAllowedAddress('::ffff:203.0.113.77', networks)).toBe(true);
    expect(isAllowedAddress('10.1.2.3', networks)).toBe(true);
    expect(isAllowedAddress('2001:db8:1:ff::5', networks)).toBe(true);
  });

  it('keeps out every other address, malformed ones, and everyone when no network is set', () => {
    expect(isAllowedAddress('203.0.114.1', networks)).toBe(false);
    expect(isAllowedAddress('10.1.2.4', networks)).toBe(false);
    expect(isAllowedAddress('2001:db8:2::1', networks)).toBe(false);
    expect(isAllowedAddress('not an address', networks)).toBe(false);
    expect(isAllowedAddress(undefined, networks)).toBe(false);
    expect(isAllowedAddress('203.0.113.77', [])).toBe(false);
  });
});
