import type { Resource } from '@medplum/fhirtypes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { smartScopes } from '../identity/smart-scopes';
import { type Page, pageOf, searchset } from './fhir.bundle';
import { capabilityStatement } from './fhir.capability';
import { FHIR_JSON } from './fhir.outcome';
import type { FhirQuery } from './fhir.params';
import type { FhirPublicService } from './fhir.service';

/** When this interface's capability statement last changed (its `date`). */
const RELEASED = '2026-12-03';

export interface FhirRouteContext {
  /** `<PUBLIC_URL>/fhir`: what fullUrl and paging links start with. */
  base: string;
  tokenUrl: string;
}

export const sendFhir = (reply: FastifyReply, resource: Resource, status = 200) =>
  reply.status(status).type(FHIR_JSON).send(resource);

const queryOf = (request: FastifyRequest) => request.query as FhirQuery;

/** The query as paging links repeat it: repeated parameters joined by commas (FHIR's OR). */
const flatQuery = (query: FhirQuery): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));

/** Registers read and search of one resource type from its list and single-read functions. */
export function readAndSearch<T extends Resource>(
  fhir: FastifyInstance,
  ctx: FhirRouteContext,
  type: string,
  search: (request: FastifyRequest, query: FhirQuery, page: Page) => Promise<T[]>,
  read: (request: FastifyRequest, id: string) => Promise<T>,
) {
  fhir.get(`/${type}`, async (request, reply) => {
    const query = queryOf(request);
    const page = pageOf(flatQuery(query));
    const all = await search(request, query, page);
    return sendFhir(reply, searchset(ctx.base, type, flatQuery(query), all, page));
  });
  fhir.get<{ Params: { id: string } }>(`/${type}/:id`, async (request, reply) =>
    sendFhir(reply, await read(request, request.params.id)),
  );
}

/** The public resources and the capability statement: no token needed, as on the web. */
export function registerFhirPublicRoutes(
  fhir: FastifyInstance,
  ctx: FhirRouteContext,
  service: FhirPublicService,
) {
  // SMART discovery for backend services (SMART App Launch 2.0): where and how to get a token.
  fhir.get('/.well-known/smart-configuration', async (_request, reply) =>
    reply.type('application/json').send({
      token_endpoint: ctx.tokenUrl,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384', 'RS256', 'ES256'],
      grant_types_supported: ['client_credentials'],
      scopes_supported: smartScopes.filter((s) => /\.(rs|crus|cruds|read|write)$/.test(s)),
      capabilities: ['client-confidential-asymmetric', 'permission-v2', 'permission-v1'],
    }),
  );
  fhir.get('/metadata', async (_request, reply) =>
    sendFhir(reply, capabilityStatement(ctx.base, RELEASED, ctx.tokenUrl)),
  );
  readAndSearch(
    fhir,
    ctx,
    'Location',
    (_r, q) => service.locations(q),
    (_r, id) => service.location(id),
  );
  readAndSearch(
    fhir,
    ctx,
    'HealthcareService',
    (_r, q) => service.healthcareServices(q),
    (_r, id) => service.healthcareService(id),
  );
  readAndSearch(
    fhir,
    ctx,
    'Schedule',
    (_r, q) => service.schedules(q),
    (_r, id) => service.schedule(id),
  );
  readAndSearch(
    fhir,
    ctx,
    'Slot',
    (_r, q) => service.slots(q),
    (_r, id) => service.slot(id),
  );
}
