import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import { createStoredServiceClient } from '../modules/identity/service-clients';
import type { Db } from '../platform/db/database';

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

/**
 * `Authorization` headers of a staff member with these roles (and clinics), signed by the app's own
 * provider: a service client is stored for the roles and asks for a token by client credentials,
 * as automation does. Nothing about the provider is mocked.
 */
export async function staffHeaders(
  app: FastifyInstance,
  db: Db,
  roles: StaffRole | StaffRole[],
  clinicIds: number[] = [],
): Promise<{ authorization: string }> {
  const scopes = Array.isArray(roles) ? roles : [roles];
  const client = await createStoredServiceClient(db, {
    clientId: `test-${scopes.join('-')}-${randomBytes(4).toString('hex')}`,
    scopes,
    clinicIds,
  });
  return { authorization: `Bearer ${await serviceToken(app, client, scopes.join(' '))}` };
}
