import { sharingEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/route';
import { requireBookingAccess } from '../../platform/session';
import type { SharingService } from './sharing.service';

/** Only the patient shares and revokes: a recipient's (shared) scope does not pass the guard. */
async function patientContext(request: FastifyRequest, bookingKey: string) {
  // Results are shared after the visit: a past booking may still be shared, never by a recipient.
  const access = await requireBookingAccess(request, { bookingKey }, { allowClosed: true });
  return { sessionId: access.session.id, origin: { ip: request.ip ?? null, requestId: String(request.id) } };
}

export function registerSharingRoutes(server: FastifyInstance, service: SharingService) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeOf(endpoints.listShares),
    handler: async (request, reply) => {
      await patientContext(request, request.params.bookingKey);
      reply.header('cache-control', 'no-store');
      return service.list(request.params.bookingKey);
    },
  });

  app.route({
    ...routeOf(endpoints.share),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const context = await patientContext(request, request.params.bookingKey);
      return reply.code(201).send(await service.share(request.params.bookingKey, request.body, context));
    },
  });

  app.route({
    ...routeOf(endpoints.revokeShare),
    handler: async (request) => {
      const { bookingKey, id } = request.params;
      return service.revoke(bookingKey, id, await patientContext(request, bookingKey));
    },
  });
}
