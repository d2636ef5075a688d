import { randomBytes } from 'node:crypto';
import { type StaffRole, staffRole } from '@rb/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { isSmartScope } from './smart-scopes';
import './identity.tables';

/**
 * A machine client (the RIS hand-off, scripts, tests) of the client-credentials grant. With `jwks`
 * it is a SMART backend service: it proves itself with a JWT signed by its private key
 * (private_key_jwt, no secret) and may ask for its `smartScopes` (`system/Slot.rs`…) for /fhir.
 */
export const serviceClient = z
  .object({
    clientId: z.string().regex(/^[\w.-]{3,64}$/),
    clientSecret: z.string().min(32).optional(),
    /** Named scopes it may ask for; each is a role name. Its rights under the policy. */
    scopes: z.array(staffRole).min(1),
    clinicIds: z.array(z.number().int().positive()).default([]),
    /** The public keys (JWKS) its assertions are signed with. */
    jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())).min(1) }).optional(),
    smartScopes: z.array(z.string().refine(isSmartScope, 'not a SMART system scope')).default([]),
  })
  .refine((c) => (c.clientSecret === undefined) !== (c.jwks === undefined), {
    message: 'a service client has either a clientSecret or jwks',
  });
export type ServiceClient = z.infer<typeof serviceClient>;

/** `OIDC_SERVICE_CLIENTS` (a JSON list) read at start-up; a bad value stops the server with a clear message. */
export function parseServiceClients(raw: string | undefined): ServiceClient[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('OIDC_SERVICE_CLIENTS must be a JSON list');
  }
  const result = z.array(serviceClient).safeParse(parsed);
  if (!result.success) throw new Error(`OIDC_SERVICE_CLIENTS: ${result.error.issues[0]?.message}`);
  return result.data;
}

/** The provider's client metadata of a service client: client credentials only, no browser. */
export function serviceClientMetadata(client: ServiceClient) {
  const common = {
    client_id: client.clientId,
    grant_types: ['client_credentials'],
    response_types: [] as never[],
    redirect_uris: [],
    scope: [...client.scopes, ...client.smartScopes].join(' '),
    clinic_ids: client.clinicIds,
  };
  return client.jwks
    ? { ...common, token_endpoint_auth_method: 'private_key_jwt' as const, jwks: client.jwks }
    : {
        ...common,
        client_secret: client.clientSecret,
        token_endpoint_auth_method: 'client_secret_basic' as const,
      };
}

/**
 * Stores a service client in the provider's storage (found there by client id like any other) and
 * answers its secret, shown once. Used by `npm run service-client -w apps/server` and by tests.
 */
export async function createStoredServiceClient(
  db: Db,
  input: {
    clientId: string;
    scopes: StaffRole[];
    clinicIds?: number[];
    /** A SMART backend service's public keys: then no secret is made. */
    jwks?: { keys: Record<string, unknown>[] };
    smartScopes?: string[];
  },
): Promise<ServiceClient> {
  const client = serviceClient.parse(
    input.jwks ? input : { ...input, clientSecret: randomBytes(32).toString('base64url') },
  );
  const payload = JSON.stringify(serviceClientMetadata(client));
  await db
    .insertInto('oidcPayload')
    .values({ model: 'Client', id: client.clientId, payload })
    .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet({ payload }))
    .execute();
  return client;
}
