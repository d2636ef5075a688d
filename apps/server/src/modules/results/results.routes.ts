import { resultsEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/route';
import { requireBookingAccess } from '../../platform/session';
import type { AuditOrigin } from '../audit/audit.service';
import { requireStaff, requireStaffForBooking } from '../identity/staff-guard';
import type { ResultsService } from './results.service';

const originOf = (request: FastifyRequest): AuditOrigin => ({
  ip: request.ip ?? null,
  requestId: String(request.id),
});

/** Results are opened by the patient, or by a recipient of a RESULT/HISTORY share (allowShared). */
async function viewerOf(request: FastifyRequest, bookingKey: string) {
  // Every results call only reads, the image link's POST included: a share recipient may make it.
  const access = await requireBookingAccess(request, { bookingKey }, { allowShared: true, changes: false });
  return { scope: access.scope, sessionId: access.session.id, origin: originOf(request) };
}

export function registerResultsRoutes(server: FastifyInstance, service: ResultsService) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeOf(endpoints.accessRequirements),
    handler: async () => service.accessRequirements(),
  });

  app.route({
    ...routeOf(endpoints.listReports),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.view(request.params.bookingKey, await viewerOf(request, request.params.bookingKey));
    },
  });

  app.route({
    ...routeOf(endpoints.reportFile),
    handler: async (request, reply) => {
      const { bookingKey, id } = request.params;
      const file = await service.reportFile(bookingKey, id, await viewerOf(request, bookingKey));
      const disposition = request.query.download === 'true' ? 'attachment' : 'inline';
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
        .type('application/pdf')
        .send(file.data);
    },
  });

  app.route({
    ...routeOf(endpoints.createImageViewerLink),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request, request.params.bookingKey);
      return reply.code(201).send(await service.createImageViewerLink(request.params.bookingKey, viewer));
    },
  });

  // GET /api/image_viewer is the imaging module's (issue 15): it resolves these links to a study.

  app.route({
    ...routeOf(endpoints.attachReport),
    bodyLimit: 1_048_576,
    handler: async (request, reply) => {
      const principal = await requireStaffForBooking(
        request,
        'results.write',
        request.body.bookingKey,
        'report',
      );
      return reply.code(201).send(await service.attachReport(request.body, originOf(request), principal));
    },
  });

  app.route({
    ...routeOf(endpoints.putSettings),
    handler: async (request) => {
      await requireStaff(request, 'results.settings');
      return service.putSettings(request.body);
    },
  });
}
