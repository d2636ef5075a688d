import { describe, expect, it } from 'vitest';
import { clientNetwork } from './login.limits';

describe('the client address a sign-in limit counts (decision 0054)', () => {
  it('takes IPv4 as it is, also when mapped into IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('takes an IPv6 address by its /64, however it is written', () => {
    const network = clientNetwork('2001:db8:0:1:aaaa:bbbb:cccc:dddd');
    expect(network).toBe('2001:db8:0:1::/64');
    expect(clientNetwork('2001:DB8::1:0:0:0:1')).toBe(network);
    expect(clientNetwork('2001:db8:0:2::1')).not.toBe(network);
  });
});
