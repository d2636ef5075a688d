import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { injectRequest, passwordSignIn } from '../../test/staff-auth';
import { demoAccounts } from './identity.seed';

describe.each(databaseTargets)('built-in provider, authorization code + PKCE on %s', (target) => {
  const ctx = useTestApp(target, { seed: true });

  it('signs each seeded role in through the login form and the API knows who it is', async () => {
    const { app } = ctx();
    for (const demo of demoAccounts) {
      const { tokens } = await passwordSignIn(app, demo.username, demo.password);
      const claims = decodeJwt(tokens.access_token);
      expect(claims.aud).toBe('http://localhost:3000/api');
      expect(claims.iss).toBe('http://localhost:3000/oidc');
      expect(tokens.refresh_token).toBeTruthy();
      expect(decodeJwt(tokens.id_token)).toMatchObject({
        preferred_username: demo.username,
        aud: 'radiology-portal',
      });
      const me = await app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json()).toMatchObject({ username: demo.username, roles: [demo.role] });
    }
  });

  it('refuses an ID token, a tampered token and no token at the API', async () => {
    const { app } = ctx();
    const { tokens } = await passwordSignIn(app, 'admin', 'DemoAdmin!2026');
    const call = (authorization?: string) =>
      app.inject({ method: 'GET', url: '/api/admin/me', headers: authorization ? { authorization } : {} });
    expect((await call()).statusCode).toBe(401);
    expect((await call(`Bearer ${tokens.id_token}`)).statusCode).toBe(401);
    const [h, p, s = ''] = tokens.access_token.split('.');
    expect((await call(`Bearer ${h}.${p}.${s.slice(0, -4)}AAAA`)).statusCode).toBe(401);
    const refused = await call('Bearer nonsense');
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().message).toBe('message.unauthorized');
  });

  it('a wrong password shows the error on the page, and the account locks after five', async () => {
    const { app } = ctx();
    const send = injectRequest(app);
    const { browserLike, pathOf, pkcePair } = await import('../../test/oidc-flow');
    const browser = browserLike(send);
    const pkce = pkcePair();
    const start = await browser({
      method: 'GET',
      url: `/oidc/auth?${new URLSearchParams({ client_id: 'radiology-portal', response_type: 'code', redirect_uri: 'http://localhost:3000/auth/callback', scope: 'openid api', code_challenge: pkce.challenge, code_challenge_method: 'S256' })}`,
    });
    const interaction = pathOf(start.headers.location as string);
    const page = await browser({ method: 'GET', url: interaction });
    expect(page.body).toContain('<label for="username">');
    expect(page.body).toContain('<label for="password">');
    expect(page.body).not.toContain('<script');
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 6; i++) {
      const res = await browser({
        method: 'POST',
        url: `${interaction}/login`,
        form: { username: 'staff', password: 'wrong-password' },
      });
      statuses.push(res.status);
      last = res.body;
      if (i === 0) expect(res.body).toMatch(/role="alert"[^>]*>The username or password is not correct\./);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect(last).toContain('Too many failed attempts. Please wait 1 min');
    // Locked even with the right password now.
    const right = await browser({
      method: 'POST',
      url: `${interaction}/login`,
      form: { username: 'staff', password: 'DemoStaff!2026' },
    });
    expect(right.status).toBe(429);
  });

  it("answers a stale or forged sign-in page and a bad request with the product's own error page", async () => {
    const { app } = ctx();
    const stale = await app.inject({ method: 'GET', url: '/oidc/interaction/not-a-real-interaction' });
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toContain('Sign-in problem');
    expect(stale.body).toContain('role="alert"');
    const unknownClient = await app.inject({
      method: 'GET',
      url: '/oidc/auth?client_id=nobody&response_type=code&scope=openid&redirect_uri=https://evil.example/',
    });
    expect(unknownClient.statusCode).toBe(400);
    expect(unknownClient.body).toContain('Sign-in problem');
    expect(unknownClient.body).not.toContain('<script');
    expect(unknownClient.headers['content-security-policy']).toContain("script-src 'self'");
    const implicit = await app.inject({
      method: 'GET',
      url: '/oidc/auth?client_id=radiology-portal&response_type=token&scope=openid&redirect_uri=http://localhost:3000/auth/callback',
    });
    // Refused back to the client: no token in the address bar.
    expect(implicit.headers.location).toMatch(/error=unsupported_response_type/);
    expect(implicit.headers.location).not.toMatch(/access_token/);
  });
});
