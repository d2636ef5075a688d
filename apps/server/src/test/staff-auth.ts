import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { createStoredServiceClient } from '../modules/identity/service-clients';
import type { Db } from '../platform/db/database';
import type { TestApp } from './app';
import { codeFlow, type FlowRequest, type FlowResponse, pathOf } from './oidc-flow';

/** A real access token from the app's built-in provider: client credentials of a service client. */
export async function serviceToken(
  app: FastifyInstance,
  client: { clientId: string; clientSecret: string },
  scope: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
    },
    payload: new URLSearchParams({ grant_type: 'client_credentials', scope }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`token request failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

/** Headers already fetched per app and roles, reused for five minutes (tokens live ten). */
const fetched = new WeakMap<
  FastifyInstance,
  Map<string, { headers: { authorization: string }; until: number }>
>();

/**
 * `Authorization` headers of a staff member with these roles (and clinics), signed by the app's own
 * provider: a service client is stored for the roles and asks for a token by client credentials,
 * as automation does. Nothing about the provider is mocked.
 */
export async function staffHeaders(
  app: FastifyInstance,
  db: Db,
  roles: StaffRole | StaffRole[] = 'admin',
  clinicIds: number[] = [],
): Promise<{ authorization: string }> {
  const scopes = Array.isArray(roles) ? roles : [roles];
  const key = `${scopes.join(' ')}|${clinicIds.join(',')}`;
  const known = fetched.get(app) ?? new Map();
  fetched.set(app, known);
  const cached = known.get(key);
  if (cached && cached.until > Date.now()) return cached.headers;
  const client = await createStoredServiceClient(db, {
    clientId: `test-${scopes.join('-')}-${randomBytes(4).toString('hex')}`,
    scopes,
    clinicIds,
  });
  const headers = {
    authorization: `Bearer ${await serviceToken(app, { clientId: client.clientId, clientSecret: client.clientSecret ?? '' }, scopes.join(' '))}`,
  };
  known.set(key, { headers, until: Date.now() + 5 * 60_000 });
  return headers;
}

/** Fastify inject as the flow helpers' HTTP client. */
export const injectRequest =
  (app: FastifyInstance): FlowRequest =>
  async ({ method, url, headers = {}, form }) => {
    const res = await app.inject({
      method,
      url,
      headers: form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
      ...(form && { payload: new URLSearchParams(form).toString() }),
    });
    return { status: res.statusCode, headers: res.headers as FlowResponse['headers'], body: res.body };
  };

/** The login form of the built-in provider, filled in as a person would. */
export async function submitLoginForm(
  browser: (r: Parameters<FlowRequest>[0]) => Promise<FlowResponse>,
  interactionUrl: string,
  username: string,
  password: string,
) {
  const page = await browser({ method: 'GET', url: interactionUrl });
  if (page.status !== 200) throw new Error(`login page answered ${page.status}`);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  if (!action) throw new Error('no login form');
  return browser({ method: 'POST', url: action.replaceAll('&#47;', '/'), form: { username, password } });
}

/** Signs a seeded (or created) account in through the built-in provider's pages: code + PKCE. */
export async function passwordSignIn(
  app: FastifyInstance,
  username: string,
  password: string,
  publicUrl = 'http://localhost:3000',
) {
  return codeFlow(injectRequest(app), {
    issuerPath: '/oidc',
    clientId: 'radiology-portal',
    redirectUri: `${publicUrl}/auth/callback`,
    scope: 'openid profile email offline_access api',
    signIn: async (browser, url) => {
      const posted = await submitLoginForm(browser, url, username, password);
      if (posted.status !== 303) throw new Error(`sign-in refused: ${posted.status}`);
      return browser({ method: 'GET', url: pathOf(posted.headers.location as string) });
    },
  });
}

/**
 * In a describe block with `useTestApp`: the `Bearer …` value of a staff member with these roles,
 * fetched from the app's provider before the tests (after the app is built) and read inside them.
 */
export function useStaffAuthorization(
  ctx: () => TestApp,
  roles: StaffRole | StaffRole[] = 'admin',
  clinicIds: number[] = [],
): () => string {
  let authorization = '';
  beforeAll(async () => {
    const { app, database } = ctx();
    ({ authorization } = await staffHeaders(app, database.db, roles, clinicIds));
  });
  return () => {
    if (!authorization) throw new Error('staff token not fetched yet');
    return authorization;
  };
}
