import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';

const client = { clientId: 'ris-post-check', clientSecret: 'a-service-client-secret-of-40-characters' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Issue 37 findings 7c and 7d: the token endpoint's CORS preflight names only the web's own
 * origins, and a client registered for client_secret_basic cannot send its secret in the body.
 */
describe.each(databaseTargets)('the provider’s token endpoint on %s', (target) => {
  const ctx = useTestApp(target, {
    env: {
      OIDC_WEB_ORIGINS: 'http://localhost:5173',
      OIDC_SERVICE_CLIENTS: JSON.stringify([{ ...client, scopes: ['clinic_staff'], clinicIds: [1] }]),
    },
  });

  const preflight = (path: string, origin: string) =>
    ctx().app.inject({
      method: 'OPTIONS',
      url: path,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it.each(['/oidc/token', '/oidc/token/revocation', '/oidc/me'])(
    'answers a preflight to %s from another site without allowing it',
    async (path) => {
      const refused = await preflight(path, 'https://evil.example');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect(refused.statusCode).toBeLessThan(500);
      for (const origin of ['http://localhost:3000', 'http://localhost:5173']) {
        const allowed = await preflight(path, origin);
        expect(allowed.statusCode, origin).toBe(204);
        expect(allowed.headers['access-control-allow-origin']).toBe(origin);
      }
    },
  );

  it('keeps discovery and the key set readable from any origin', async () => {
    const open = await preflight('/oidc/jwks', 'https://evil.example');
    expect(open.headers['access-control-allow-origin']).toBe('https://evil.example');
  });

  it('refuses client_secret_post for a client registered for client_secret_basic', async () => {
    const { app } = ctx();
    const body = { grant_type: 'client_credentials', scope: 'clinic_staff' };
    const posted = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: form,
      payload: new URLSearchParams({
        ...body,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }).toString(),
    });
    expect(posted.statusCode).toBe(401);
    expect(posted.json()).toMatchObject({ error: 'invalid_client' });
    const basic = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: {
        ...form,
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      },
      payload: new URLSearchParams(body).toString(),
    });
    expect(basic.statusCode, basic.body).toBe(200);
    const discovery = await app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.json().token_endpoint_auth_methods_supported).toEqual([
      'none',
      'client_secret_basic',
      'private_key_jwt',
    ]);
  });
});
