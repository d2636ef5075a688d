import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { browserLike, pathOf, pkcePair } from '../../test/oidc-flow';
import { injectRequest, staffHeaders } from '../../test/staff-auth';

const own = 'http://localhost:3000';

/**
 * Issue 37 finding 6: a form post to the provider's pages from another site (a login CSRF, or a
 * second factor or password posted for someone) is refused; the browser's own posts go through.
 */
describe.each(databaseTargets)('provider form posts from another site on %s', (target) => {
  const ctx = useTestApp(target, { seed: true, env: { OUTBOX_POLL_INTERVAL_MS: '0' } });

  /** A browser at the login form of a fresh interaction: posts the form with these headers. */
  async function atLoginForm() {
    const browser = browserLike(injectRequest(ctx().app));
    const pkce = pkcePair();
    const start = await browser({
      method: 'GET',
      url: `/oidc/auth?${new URLSearchParams({ client_id: 'radiology-portal', response_type: 'code', redirect_uri: `${own}/auth/callback`, scope: 'openid api', code_challenge: pkce.challenge, code_challenge_method: 'S256' })}`,
    });
    const interaction = pathOf(start.headers.location as string);
    expect((await browser({ method: 'GET', url: interaction })).status).toBe(200);
    return (headers: Record<string, string>, username = 'staff', password = 'DemoStaff!2026') =>
      browser({ method: 'POST', url: `${interaction}/login`, headers, form: { username, password } });
  }

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['the same host on another scheme', { origin: 'https://localhost:3000' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    [
      'a same-site fetch from a sibling host',
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:3001' },
    ],
    ['no Origin but a Referer of another site', { referer: 'https://evil.example/page' }],
  ])('refuses a sign-in posted with %s', async (_name, headers) => {
    const post = await atLoginForm();
    const refused = await post(headers);
    expect(refused.status).toBe(403);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('<h1');
  });

  it('signs in a post from the provider’s own page, by Origin, by Sec-Fetch-Site, or from no browser', async () => {
    const allowed: Record<string, string>[] = [
      { origin: own },
      { 'sec-fetch-site': 'same-origin', origin: own },
      // Chromium sends `Origin: null` under a no-referrer policy; Sec-Fetch-Site still says same-origin.
      { 'sec-fetch-site': 'same-origin', origin: 'null' },
      { referer: `${own}/oidc/interaction/x` },
      {},
    ];
    for (const headers of allowed) {
      const post = await atLoginForm();
      const signedIn = await post(headers);
      expect(signedIn.status, JSON.stringify(headers)).toBe(303);
    }
  });

  it('refuses the second-factor step posted from another site', async () => {
    const { app, database } = ctx();
    await database.db
      .updateTable('staffUser')
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP' })
      .where('username', '=', 'staff')
      .execute();
    const browser = browserLike(injectRequest(app));
    const pkce = pkcePair();
    const start = await browser({
      method: 'GET',
      url: `/oidc/auth?${new URLSearchParams({ client_id: 'radiology-portal', response_type: 'code', redirect_uri: `${own}/auth/callback`, scope: 'openid api', code_challenge: pkce.challenge, code_challenge_method: 'S256' })}`,
    });
    const interaction = pathOf(start.headers.location as string);
    const login = await browser({
      method: 'POST',
      url: `${interaction}/login`,
      headers: { origin: own },
      form: { username: 'staff', password: 'DemoStaff!2026' },
    });
    expect(login.status).toBe(303);
    const code = await browser({
      method: 'POST',
      url: `${interaction}/second-factor`,
      headers: { origin: 'https://evil.example' },
      form: { code: '000000' },
    });
    expect(code.status).toBe(403);
    // Refused before it is counted: the account's failures are untouched.
    const failures = await database.db
      .selectFrom('staffSignInThrottle')
      .selectAll()
      .where('failures', '>', 0)
      .execute();
    expect(failures).toEqual([]);
  });

  it('refuses a password set through an emailed link when posted from another site', async () => {
    const { app, database } = ctx();
    const headers = await staffHeaders(app, database.db, 'admin');
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      payload: { email: 'origin.check@clinic.example', roles: ['referrer'] },
    });
    expect(invited.statusCode).toBe(201);
    const outbox = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=origin.check%40clinic.example',
    });
    const text = (outbox.json() as { text: string }[])[0]?.text ?? '';
    const link = /\/oidc\/password\/[\w-]+/.exec(text)?.[0] as string;
    const post = (extra: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: link,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra },
        payload: 'password=a-long-new-password-9',
      });
    expect((await post({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    // The link page sends no referrer: the browser's own post says so by Sec-Fetch-Site.
    expect((await post({ 'sec-fetch-site': 'same-origin', origin: 'null' })).statusCode).toBe(200);
  });
});
