import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../platform/db/database';
import { loadEnv } from '../../platform/env';
import { createTestDatabase, databaseTargets } from '../../test/databases';
import { codeFlow, type FlowRequest, pathOf } from '../../test/oidc-flow';

const script = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test/external-oidc-provider.mjs',
);

/** fetch as the flow helpers' HTTP client, against the external provider's origin. */
const fetchRequest =
  (origin: string): FlowRequest =>
  async ({ method, url, headers = {}, form }) => {
    const res = await fetch(new URL(url, origin), {
      method,
      redirect: 'manual',
      headers: form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
      ...(form && { body: new URLSearchParams(form).toString() }),
    });
    return {
      status: res.status,
      headers: {
        location: res.headers.get('location') ?? undefined,
        'set-cookie': res.headers.getSetCookie(),
      },
      body: await res.text(),
    };
  };

function startExternalProvider(): Promise<{ child: ChildProcess; issuer: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.once('error', reject);
    child.stdout?.on('data', (chunk: Buffer) => {
      const port = /ready (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ child, issuer: `http://127.0.0.1:${port}` });
    });
  });
}

describe.each(databaseTargets)(
  'an external OpenID Connect provider by configuration alone on %s',
  (target) => {
    let child: ChildProcess;
    let issuer: string;
    let database: DatabaseHandle;
    let app: Awaited<ReturnType<typeof buildApp>>;

    beforeAll(async () => {
      ({ child, issuer } = await startExternalProvider());
      database = await createTestDatabase(target, { seed: false });
      const env = loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: 'external-spa',
        OIDC_AUDIENCE: 'api://radiology',
        OIDC_ROLE_CLAIM: 'groups',
        OIDC_ROLE_MAP: 'Radiology.Admins=admin,Radiology.Readers=radiologist',
      });
      app = await buildApp({ env, database });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      child?.kill('SIGTERM');
    });

    const signIn = (user: string) =>
      codeFlow(fetchRequest(issuer), {
        issuerPath: '',
        clientId: 'external-spa',
        redirectUri: 'http://localhost:3000/auth/callback',
        scope: 'openid',
        signIn: async (browser, url) => {
          const posted = await browser({ method: 'POST', url, form: { user, secret: 'external-password' } });
          return browser({ method: 'GET', url: pathOf(posted.headers.location as string) });
        },
      });

    it('signs in at the other provider and the API maps its group claim to our roles', async () => {
      const admin = await signIn('dr.ext');
      const me = await app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { authorization: `Bearer ${admin.tokens.access_token}` },
      });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json()).toMatchObject({
        subject: 'dr.ext',
        roles: ['admin'],
        firstName: 'Ext',
        lastName: 'Admin',
      });

      const reader = await signIn('reader.ext');
      const headers = { authorization: `Bearer ${reader.tokens.access_token}` };
      expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers })).json().roles).toEqual([
        'radiologist',
      ]);
      const users = await app.inject({ method: 'GET', url: '/api/admin/users', headers });
      expect(users.statusCode).toBe(403);
      expect(users.json().message).toBe('message.forbidden');
    });

    it('turns local accounts off: no built-in provider, the users page shows the mapping', async () => {
      expect(
        (await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })).statusCode,
      ).toBe(404);
      const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
      expect(config.signIn).toMatchObject({
        authority: issuer,
        clientId: 'external-spa',
        localAccounts: false,
      });
      const admin = await signIn('dr.ext');
      const users = await app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${admin.tokens.access_token}` },
      });
      expect(users.json()).toMatchObject({
        localAccounts: false,
        users: [],
        roleMapping: { issuer, claim: 'groups', map: { 'Radiology.Admins': 'admin' } },
      });
    });

    it('refuses a token of the app’s own kind of issuer it was not configured for', async () => {
      const own = await createTestDatabase(target, { seed: true });
      const builtIn = await buildApp({
        env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
        database: own,
      });
      try {
        const { passwordSignIn } = await import('../../test/staff-auth');
        const { tokens } = await passwordSignIn(builtIn, 'admin', 'DemoAdmin!2026');
        const me = await app.inject({
          method: 'GET',
          url: '/api/admin/me',
          headers: { authorization: `Bearer ${tokens.access_token}` },
        });
        expect(me.statusCode).toBe(401);
      } finally {
        await builtIn.close();
        await own.close();
      }
    });
  },
);
