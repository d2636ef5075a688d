import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../platform/env';
import { useTestApp } from '../../test/app';
import { createTestDatabase, databaseTargets } from '../../test/databases';
import { injectRequest, passwordSignIn } from '../../test/staff-auth';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe.each(databaseTargets)('staff tokens over their life on %s', (target) => {
  const ctx = useTestApp(target, { seed: true });

  const me = (token: string) =>
    ctx().app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });
  const refresh = (refreshToken: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/oidc/token',
      ...form({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'radiology-portal' }),
    });

  it('an access token stops working when it expires; a refresh gives a new one and rotates the refresh token', async () => {
    // Signed in eleven minutes ago (the provider reads Date), checked now: the 10-minute token is spent.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 11 * 60_000 });
    const { tokens } = await passwordSignIn(ctx().app, 'radiologist', 'DemoRadiologist!2026').finally(() =>
      vi.useRealTimers(),
    );
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    const renewed = await refresh(tokens.refresh_token as string);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const next = renewed.json() as { access_token: string; refresh_token: string };
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await me(next.access_token)).json().username).toBe('radiologist');
    // The used refresh token is spent: presenting it again fails (and revokes the family).
    expect((await refresh(tokens.refresh_token as string)).statusCode).toBe(400);
  });

  it('a revoked refresh token no longer renews', async () => {
    const { tokens } = await passwordSignIn(ctx().app, 'referrer', 'DemoReferrer!2026');
    const revoked = await ctx().app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      ...form({
        token: tokens.refresh_token as string,
        token_type_hint: 'refresh_token',
        client_id: 'radiology-portal',
      }),
    });
    expect(revoked.statusCode).toBe(200);
    const after = await refresh(tokens.refresh_token as string);
    expect(after.statusCode).toBe(400);
    expect(after.json().error).toBe('invalid_grant');
  });

  it('signing out at the provider ends the session and its refresh tokens', async () => {
    const { tokens, browser } = await passwordSignIn(ctx().app, 'staff', 'DemoStaff!2026');
    const page = await browser({
      method: 'GET',
      url: `/oidc/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: 'http://localhost:3000/' })}`,
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Yes, sign me out');
    expect(page.body).not.toContain('<script');
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)?.[1] as string;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] as string;
    const done = await browser({
      method: 'POST',
      url: new URL(action, 'http://x').pathname,
      form: { xsrf, logout: 'yes' },
    });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('http://localhost:3000/');
    expect((await refresh(tokens.refresh_token as string)).statusCode).toBe(400);
  });
});

describe.each(databaseTargets)('provider storage across a restart on %s', (target) => {
  it('a token and a refresh token from before the restart still work after it', async () => {
    const database = await createTestDatabase(target, { seed: true });
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
    try {
      const first = await buildApp({ env, database });
      const { tokens } = await passwordSignIn(first, 'admin', 'DemoAdmin!2026');
      await first.close();

      const second = await buildApp({ env, database });
      const me = await second.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(me.statusCode).toBe(200);
      const renewed = await injectRequest(second)({
        method: 'POST',
        url: '/oidc/token',
        form: {
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token as string,
          client_id: 'radiology-portal',
        },
      });
      expect(renewed.status, renewed.body).toBe(200);
      await second.close();
    } finally {
      await database.close();
    }
  });
});
