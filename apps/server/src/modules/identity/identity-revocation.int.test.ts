import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../platform/env';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { injectRequest, passwordSignIn, staffHeaders } from '../../test/staff-auth';

/** Issue 37 finding 1: disabling a user or changing their roles or clinics ends their tokens at once. */
describe.each(databaseTargets)('staff tokens after an admin changes the account on %s', (target) => {
  const ctx = useTestApp(target, { seed: true });

  const admin = () => staffHeaders(ctx().app, ctx().database.db, 'admin');
  const daySheet = (app: FastifyInstance, token: string, clinicId = 1) =>
    app.inject({
      method: 'GET',
      url: `/api/admin/clinics/${clinicId}/day_sheet`,
      headers: { authorization: `Bearer ${token}` },
    });
  const refresh = (app: FastifyInstance, refreshToken: string) =>
    injectRequest(app)({
      method: 'POST',
      url: '/oidc/token',
      form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'radiology-portal' },
    });
  async function userId(username: string) {
    const list = await ctx().app.inject({ method: 'GET', url: '/api/admin/users', headers: await admin() });
    const user = (list.json().users as { id: string; username: string }[]).find(
      (u) => u.username === username,
    );
    if (!user) throw new Error(`no user ${username}`);
    return user.id;
  }
  const change = async (app: FastifyInstance, id: string, what: 'disabled' | 'access', payload: object) => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}/${what}`,
      headers: await admin(),
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const staffAccess = { roles: ['clinic_staff'], clinicIds: [1, 2] };

  it('disabling a user refuses their access token and their refresh token at once', async () => {
    const { app } = ctx();
    const id = await userId('staff');
    const { tokens } = await passwordSignIn(app, 'staff', 'DemoStaff!2026');
    expect((await daySheet(app, tokens.access_token)).statusCode).toBe(200);
    await change(app, id, 'disabled', { disabled: true });
    expect((await daySheet(app, tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(app, tokens.refresh_token as string)).status).toBe(400);
    // Enabled again, the old tokens stay dead; a new sign-in works.
    await change(app, id, 'disabled', { disabled: false });
    expect((await daySheet(app, tokens.access_token)).statusCode).toBe(401);
    const again = await passwordSignIn(app, 'staff', 'DemoStaff!2026');
    expect((await daySheet(app, again.tokens.access_token)).statusCode).toBe(200);
  });

  it('a role change refuses the old access and refresh tokens; a new sign-in carries the new role', async () => {
    const { app } = ctx();
    const id = await userId('staff');
    const { tokens } = await passwordSignIn(app, 'staff', 'DemoStaff!2026');
    expect((await daySheet(app, tokens.access_token)).statusCode).toBe(200);
    await change(app, id, 'access', { roles: ['referrer'] });
    expect((await daySheet(app, tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(app, tokens.refresh_token as string)).status).toBe(400);
    // Signed in again at once (the same second as the change): the new token works, as a referrer.
    const referrer = await passwordSignIn(app, 'staff', 'DemoStaff!2026');
    expect((await daySheet(app, referrer.tokens.access_token)).statusCode).toBe(403);
    const renewed = await refresh(app, referrer.tokens.refresh_token as string);
    expect(renewed.status, renewed.body).toBe(200);
    await change(app, id, 'access', staffAccess);
  });

  it('a clinic change refuses the old token; a new one reaches only the clinics left', async () => {
    const { app } = ctx();
    const id = await userId('staff');
    const { tokens } = await passwordSignIn(app, 'staff', 'DemoStaff!2026');
    expect((await daySheet(app, tokens.access_token, 1)).statusCode).toBe(200);
    await change(app, id, 'access', { roles: ['clinic_staff'], clinicIds: [2] });
    expect((await daySheet(app, tokens.access_token, 2)).statusCode).toBe(401);
    const fresh = await passwordSignIn(app, 'staff', 'DemoStaff!2026');
    expect((await daySheet(app, fresh.tokens.access_token, 1)).statusCode).toBe(404);
    expect((await daySheet(app, fresh.tokens.access_token, 2)).statusCode).toBe(200);
    await change(app, id, 'access', staffAccess);
  });

  it('another instance on the same database refuses the token as soon as it hears of the change', async () => {
    const { app, database } = ctx();
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
    const other = await buildApp({ env, database });
    try {
      const id = await userId('staff');
      const { tokens } = await passwordSignIn(app, 'staff', 'DemoStaff!2026');
      // The other instance has checked the token, so it holds the account's state in its cache.
      expect((await daySheet(other, tokens.access_token)).statusCode).toBe(200);
      const heard = other.staffTokenValidity?.changeHeard(id);
      expect(heard).toBeDefined();
      await change(app, id, 'access', { roles: ['referrer'] });
      await heard;
      expect((await daySheet(other, tokens.access_token)).statusCode).toBe(401);
      await change(app, id, 'access', staffAccess);
    } finally {
      await other.close();
    }
  });
});
