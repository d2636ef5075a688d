import { describe, expect, it } from 'vitest';
import { useAuthTestApp } from '../modules/patient-auth/patient-auth.int-support';
import { databaseTargets } from '../test/databases';

/** A test-only route that answers the address every limit and audit row keys on. */
const echoAddress = (app: import('fastify').FastifyInstance) =>
  app.get('/api/test/client-address', async (request) => ({ ip: request.ip }));

const addressOf = async (
  app: import('fastify').FastifyInstance,
  remoteAddress: string,
  forwardedFor?: string,
) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/test/client-address',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return (response.json() as { ip: string }).ip;
};

describe.each(databaseTargets)('client address on %s', (target) => {
  describe('with no trusted proxies (the default)', () => {
    const ctx = useAuthTestApp(target, { configure: echoAddress });

    it('ignores X-Forwarded-For and keys on the peer', async () => {
      const { app } = ctx();
      expect(await addressOf(app, '198.51.100.20', '203.0.113.1')).toBe('198.51.100.20');
      expect(await addressOf(app, '198.51.100.20', '203.0.113.2, 10.0.0.1')).toBe('198.51.100.20');
      expect(await addressOf(app, '198.51.100.20')).toBe('198.51.100.20');
    });
  });

  describe('behind a trusted proxy', () => {
    const ctx = useAuthTestApp(target, {
      configure: echoAddress,
      env: { TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.5' },
    });

    it('takes the right-most hop that is not a trusted proxy', async () => {
      const { app } = ctx();
      // Client 203.0.113.9 → proxy 192.0.2.5 → proxy 10.1.2.3 → us. A forged left-most entry is ignored.
      expect(await addressOf(app, '10.1.2.3', '1.1.1.1, 203.0.113.9, 192.0.2.5')).toBe('203.0.113.9');
      expect(await addressOf(app, '10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    });

    it('ignores the header from a peer that is not a trusted proxy', async () => {
      const { app } = ctx();
      expect(await addressOf(app, '198.51.100.20', '203.0.113.9')).toBe('198.51.100.20');
    });
  });
});
