import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { pkcePair } from '../../test/oidc-flow';

const forged = {
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '8443',
  forwarded: 'host=evil.example;proto=https',
};

/** Every address the discovery document names: the issuer and its endpoints. */
async function discoveryAddresses(
  app: FastifyInstance,
  remoteAddress: string,
  headers: Record<string, string>,
) {
  const res = await app.inject({
    method: 'GET',
    url: '/oidc/.well-known/openid-configuration',
    remoteAddress,
    headers,
  });
  expect(res.statusCode).toBe(200);
  const document = res.json() as Record<string, unknown>;
  const addresses = Object.entries(document)
    .filter(([key, value]) => typeof value === 'string' && (key === 'issuer' || /_(endpoint|uri)$/.test(key)))
    .map(([, value]) => value as string);
  return { addresses, cacheControl: res.headers['cache-control'], vary: res.headers.vary };
}

/**
 * Issue 37 finding 2: the built-in provider takes its address from PUBLIC_URL. A client's
 * X-Forwarded-Host or -Proto never names its endpoints (nor does a trusted proxy's), and so the
 * discovery document is the same for everyone and may be cached.
 */
describe.each(databaseTargets)('the built-in provider’s own address on %s', (target) => {
  describe('with no trusted proxies', () => {
    const ctx = useTestApp(target, { seed: false });

    it('names PUBLIC_URL in discovery whatever forwarded headers a client sends, and may be cached', async () => {
      const { app } = ctx();
      const plain = await discoveryAddresses(app, '198.51.100.20', {});
      const spoofed = await discoveryAddresses(app, '198.51.100.20', forged);
      expect(plain.addresses.length).toBeGreaterThanOrEqual(5);
      for (const address of [...plain.addresses, ...spoofed.addresses]) {
        expect(address.startsWith('http://localhost:3000/oidc'), address).toBe(true);
      }
      expect(spoofed.addresses).toEqual(plain.addresses);
      expect(spoofed.cacheControl).toMatch(/^public, max-age=\d+$/);
    });
  });

  describe('on https behind a trusted proxy', () => {
    const ctx = useTestApp(target, {
      seed: false,
      env: { PUBLIC_URL: 'https://portal.example', TRUSTED_PROXIES: '10.0.0.0/8' },
    });

    it('names PUBLIC_URL even when the trusted proxy forwards another host', async () => {
      const { app } = ctx();
      const variants: Record<string, string>[] = [{}, forged, { 'x-forwarded-proto': 'http' }];
      for (const headers of variants) {
        const { addresses, cacheControl } = await discoveryAddresses(app, '10.1.2.3', headers);
        for (const address of addresses) {
          expect(address.startsWith('https://portal.example/oidc'), address).toBe(true);
        }
        expect(cacheControl).toMatch(/^public, max-age=\d+$/);
      }
    });

    it('starts a sign-in with secure cookies though the proxy did not say https', async () => {
      const { app } = ctx();
      const start = await app.inject({
        method: 'GET',
        url: `/oidc/auth?${new URLSearchParams({ client_id: 'radiology-portal', response_type: 'code', redirect_uri: 'https://portal.example/auth/callback', scope: 'openid api', code_challenge: pkcePair().challenge, code_challenge_method: 'S256' })}`,
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(start.statusCode).toBe(303);
      const cookies = ([] as string[]).concat(start.headers['set-cookie'] ?? []);
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
    });
  });
});
