import { BlockList, isIP } from 'node:net';
import { KIOSK_IDENTITY_COOKIE } from '@rb/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * Is `address` inside one of the kiosk's networks (decision 0012)? IPv4-mapped IPv6 addresses
 * (`::ffff:10.0.0.5`, as a dual-stack socket reports them) match IPv4 networks.
 */
export function isAllowedAddress(address: string | undefined, networks: readonly string[]): boolean {
  if (!address || networks.length === 0) return false;
  const type = isIP(address);
  if (type === 0) return false;
  const list = new BlockList();
  for (const network of networks) {
    const [base = '', prefix] = network.split('/');
    const family = isIP(base) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(base, family);
    else list.addSubnet(base, Number(prefix), family);
  }
  return list.check(address, type === 6 ? 'ipv6' : 'ipv4');
}

/** The kiosk id of a validly signed kioskIdentity cookie; a hand-made or altered cookie counts as none. */
export function readKioskId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[KIOSK_IDENTITY_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}
