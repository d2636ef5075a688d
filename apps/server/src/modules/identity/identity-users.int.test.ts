import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { browserLike, pathOf, pkcePair } from '../../test/oidc-flow';
import { injectRequest, passwordSignIn, staffHeaders, submitLoginForm } from '../../test/staff-auth';
import { totpCodeAt } from './totp';

/** The password link of the newest email to this address, read from the dev outbox. */
async function passwordLinkFor(app: FastifyInstance, to: string) {
  const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const entry = (outbox.json() as { template: string; text: string }[]).find((e) =>
    e.template.startsWith('staff_'),
  );
  const link = /\/oidc\/password\/[\w-]+/.exec(entry?.text ?? '')?.[0];
  if (!link) throw new Error(`no password link for ${to}`);
  return { template: entry?.template, path: link };
}

describe.each(databaseTargets)('admin users page calls on %s', (target) => {
  const clock = fixedClock(new Date());
  const ctx = useTestApp(target, { seed: true, clock, env: { OUTBOX_POLL_INTERVAL_MS: '0' } });

  it('only admins reach the users calls', async () => {
    const { app, database } = ctx();
    for (const role of ['clinic_staff', 'radiologist', 'referrer'] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: await staffHeaders(app, database.db, role),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('message.forbidden');
    }
    const admin = await app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: await staffHeaders(app, database.db, 'admin'),
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().users.map((u: { username: string }) => u.username)).toEqual([
      'admin',
      'radiologist',
      'referrer',
      'staff',
    ]);
  });

  it('an invited user sets a password by the emailed link and signs in; disabling ends that', async () => {
    const { app, database } = ctx();
    const headers = await staffHeaders(app, database.db, 'admin');
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      payload: {
        email: 'New.Person@clinic.example',
        firstName: 'New',
        lastName: 'Person',
        roles: ['clinic_staff'],
        clinicIds: [1],
      },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      invitationPending: true,
      roles: ['clinic_staff'],
      clinicIds: [1],
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      payload: { email: 'new.person@clinic.example', roles: ['referrer'] },
    });
    expect(again.statusCode).toBe(409);

    const link = await passwordLinkFor(app, 'New.Person@clinic.example');
    expect(link.template).toBe('staff_invitation');
    const page = await app.inject({ method: 'GET', url: link.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="password">');
    const weak = await app.inject({
      method: 'POST',
      url: link.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=short',
    });
    expect(weak.statusCode).toBe(400);
    const set = await app.inject({
      method: 'POST',
      url: link.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=a-long-new-password-9',
    });
    expect(set.statusCode).toBe(200);
    // The link works once.
    expect((await app.inject({ method: 'GET', url: link.path })).statusCode).toBe(404);

    const { tokens } = await passwordSignIn(app, 'new.person@clinic.example', 'a-long-new-password-9');
    const me = await app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.json()).toMatchObject({ roles: ['clinic_staff'], clinicIds: [1], name: 'New Person' });

    const id = invited.json().id as string;
    const access = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}/access`,
      headers,
      payload: { roles: ['radiologist'] },
    });
    expect(access.json()).toMatchObject({ roles: ['radiologist'], clinicIds: [] });
    const disabled = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}/disabled`,
      headers,
      payload: { disabled: true },
    });
    expect(disabled.json().disabled).toBe(true);
    const renewed = await injectRequest(app)({
      method: 'POST',
      url: '/oidc/token',
      form: {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token as string,
        client_id: 'radiology-portal',
      },
    });
    expect(renewed.status).toBe(400);
    await expect(passwordSignIn(app, 'new.person@clinic.example', 'a-long-new-password-9')).rejects.toThrow(
      /401/,
    );
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/admin/users/nobody/access',
          headers,
          payload: { roles: ['admin'] },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a password reset emails a link; the old password works until the new one is set', async () => {
    const { app, database } = ctx();
    const headers = await staffHeaders(app, database.db, 'admin');
    const list = (await app.inject({ method: 'GET', url: '/api/admin/users', headers })).json();
    const referrer = list.users.find((u: { username: string }) => u.username === 'referrer');
    const reset = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${referrer.id}/password-reset`,
      headers,
    });
    expect(reset.statusCode).toBe(202);
    const link = await passwordLinkFor(app, 'referrer@demo.example');
    expect(link.template).toBe('staff_password_reset');
    await passwordSignIn(app, 'referrer', 'DemoReferrer!2026');
    await app.inject({
      method: 'POST',
      url: link.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=referrer-new-password-1',
    });
    await expect(passwordSignIn(app, 'referrer', 'DemoReferrer!2026')).rejects.toThrow(/401/);
    expect(
      (await passwordSignIn(app, 'referrer', 'referrer-new-password-1')).tokens.access_token,
    ).toBeTruthy();
  });

  it('a role that requires the second factor enrols a TOTP key at the next sign-in, then asks for a code', async () => {
    const { app, database } = ctx();
    clock.set(new Date());
    const headers = await staffHeaders(app, database.db, 'admin');
    const policy = await app.inject({
      method: 'PUT',
      url: '/api/admin/users/second-factor-policy',
      headers,
      payload: { roles: ['radiologist'] },
    });
    expect(policy.json()).toEqual({ roles: ['radiologist'] });

    const signInWithCode = async (codeFor: (enrolKey: string | undefined) => string) => {
      const browser = browserLike(injectRequest(app));
      const pkce = pkcePair();
      const start = await browser({
        method: 'GET',
        url: `/oidc/auth?${new URLSearchParams({ client_id: 'radiology-portal', response_type: 'code', redirect_uri: 'http://localhost:3000/auth/callback', scope: 'openid api', code_challenge: pkce.challenge, code_challenge_method: 'S256' })}`,
      });
      const interaction = pathOf(start.headers.location as string);
      const posted = await submitLoginForm(browser, interaction, 'radiologist', 'DemoRadiologist!2026');
      expect(posted.status).toBe(303);
      const codePage = await browser({ method: 'GET', url: interaction });
      expect(codePage.body).toContain('<label for="code">');
      const enrolKey = /<code id="totp-key">([A-Z2-7]+)<\/code>/.exec(codePage.body)?.[1];
      const wrong = await browser({
        method: 'POST',
        url: `${interaction}/second-factor`,
        form: { code: '000000' },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toContain('role="alert"');
      const right = await browser({
        method: 'POST',
        url: `${interaction}/second-factor`,
        form: { code: codeFor(enrolKey) },
      });
      expect(right.status).toBe(303);
      const back = await browser({ method: 'GET', url: pathOf(right.headers.location as string) });
      expect(back.headers.location).toMatch(/^http:\/\/localhost:3000\/auth\/callback\?code=/);
      return enrolKey;
    };

    const key = await signInWithCode((enrolKey) => totpCodeAt(enrolKey as string, clock.now()));
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    // Enrolled: the next sign-in (with the next code: one code signs in once) shows no key.
    clock.advance(30_000);
    const second = await signInWithCode((enrolKey) => {
      expect(enrolKey).toBeUndefined();
      return totpCodeAt(key as string, clock.now());
    });
    expect(second).toBeUndefined();
    const users = (await app.inject({ method: 'GET', url: '/api/admin/users', headers })).json();
    expect(users.users.find((u: { username: string }) => u.username === 'radiologist')).toMatchObject({
      secondFactorEnrolled: true,
      secondFactorRequired: true,
    });
  });
});
