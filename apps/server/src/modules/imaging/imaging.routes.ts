import { type Endpoint, imagingEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import type { AuditOrigin } from '../audit/audit.service';
import { requireStaff } from '../identity/staff-guard';
import type { ImagingLinks } from './imaging-links.service';
import { parseViewerUrl, type ViewerRequest } from './viewer-paths';
import type { ViewerProxy } from './viewer-proxy.service';

const originOf = (request: FastifyRequest): AuditOrigin => ({
  ip: request.ip ?? null,
  requestId: String(request.id),
});

declare module 'fastify' {
  interface FastifyRequest {
    viewerRequest?: ViewerRequest;
  }
}

/**
 * The raw-path gate of every proxy route, before Fastify decodes anything: a path that is not one
 * of the fixed patterns, or carries an unknown query key, is 404 whatever the router would make of it.
 */
async function rawPathGate(request: FastifyRequest) {
  const parsed = parseViewerUrl(request.raw.url ?? '');
  if (!parsed) throw notFound();
  request.viewerRequest = parsed;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export function registerImagingRoutes(
  server: FastifyInstance,
  services: { links: ImagingLinks; proxy: ViewerProxy },
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { links, proxy } = services;

  app.route({
    ...routeOf(endpoints.imageViewer),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      noStore(reply);
      return links.status(request.query.input, request.query.repositorySource, originOf(request));
    },
  });

  app.route({
    ...routeOf(endpoints.direct),
    handler: async (request, reply) => {
      const principal = await requireStaff(request, 'images.read');
      noStore(reply);
      const { input, repositorySource } = request.body;
      return links.direct(input, repositorySource, principal, originOf(request));
    },
  });

  app.route({
    ...routeOf(endpoints.generate),
    handler: async (request, reply) => {
      const principal = await requireStaff(request, 'images.share');
      noStore(reply);
      return reply.code(201).send(await links.generate(request.query, principal, originOf(request)));
    },
  });

  app.route({
    ...routeOf(endpoints.revoke),
    handler: async (request) => {
      const principal = await requireStaff(request, 'images.share');
      return links.revoke(request.params.imsec, principal, originOf(request));
    },
  });

  app.route({
    ...routeOf(endpoints.referrals),
    handler: async (request, reply) => {
      // The list names the referred patients: its reading is audited.
      const principal = await requireStaff(request, 'referrals.read', undefined, {
        audit: { object: 'referrals' },
      });
      noStore(reply);
      return links.referrals(principal);
    },
  });

  app.route({
    ...routeOf(endpoints.viewerStudy),
    onRequest: rawPathGate,
    handler: async (request, reply) => {
      noStore(reply);
      return proxy.study(request.params.viewerToken, originOf(request));
    },
  });

  const proxied = [
    endpoints.studyMetadata,
    endpoints.studySeries,
    endpoints.seriesMetadata,
    endpoints.seriesInstances,
    endpoints.instanceMetadata,
    endpoints.instanceRendered,
    endpoints.frameRendered,
  ];
  for (const endpoint of proxied) {
    // One handler for every resource: the raw-path gate already parsed what is asked.
    server.route({
      ...routeOf(endpoint as Endpoint),
      onRequest: rawPathGate,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const parsed = request.viewerRequest;
        if (parsed?.kind !== 'resource') throw notFound();
        const answer = await proxy.resource(parsed.token, parsed.resource, originOf(request));
        noStore(reply);
        if (answer.kind === 'image') return reply.type(answer.contentType).send(answer.body);
        return reply.type('application/dicom+json').send(answer.body);
      },
    });
  }
}
