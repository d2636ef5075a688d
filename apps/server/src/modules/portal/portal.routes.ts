import { portalEndpoints } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/route';
import { securedBooking } from '../../platform/session';
import type { PortalService } from './portal.service';
import { APPOINTMENT_ACCESS, BOOKING_REQUEST_ACCESS, originOf } from './portal-http';
import type { PortalRequestsService } from './portal-requests.service';

/** The portal's appointment calls; `{id}` is the appointment slug, checked against the session first. */
export function registerPortalRoutes(
  server: FastifyInstance,
  service: PortalService,
  requests: PortalRequestsService,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const byId = securedBooking(
    (request) => ({ appointmentSlug: (request.params as { id: string }).id }),
    APPOINTMENT_ACCESS,
  );

  app.route({
    ...routeOf(portalEndpoints.appointmentsByBookingKey),
    preHandler: securedBooking(
      (request) => ({ bookingKey: (request.params as { bookingKey: string }).bookingKey }),
      APPOINTMENT_ACCESS,
    ),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const list = await service.listByBookingKey(request.params.bookingKey, originOf(request));
      return { ...list, readOnly: request.bookingAccess?.readOnly ?? null };
    },
  });

  app.route({
    ...routeOf(portalEndpoints.canChangeStatus),
    preHandler: byId,
    handler: (request) => service.canChangeStatus(request.params.id, originOf(request)),
  });

  app.route({
    ...routeOf(portalEndpoints.cancel),
    preHandler: byId,
    handler: (request) => service.cancel(request.params.id, request.body, originOf(request)),
  });

  app.route({
    ...routeOf(portalEndpoints.decline),
    preHandler: byId,
    handler: (request) => service.decline(request.params.id, request.body, originOf(request)),
  });

  app.route({
    ...routeOf(portalEndpoints.reschedule),
    preHandler: byId,
    handler: async (request, reply) =>
      reply.code(201).send(await service.reschedule(request.params.id, request.body, originOf(request))),
  });

  app.route({
    ...routeOf(portalEndpoints.confirm),
    preHandler: byId,
    handler: (request) => service.confirm(request.params.id, originOf(request)),
  });

  app.route({
    ...routeOf(portalEndpoints.bookingRequestByBookingKey),
    preHandler: securedBooking(
      // The enquiry of the key, also once staff booked it (the appointment then shares the key).
      (request) => ({
        bookingKey: (request.params as { bookingKey: string }).bookingKey,
        kind: 'BOOKING_REQUEST',
      }),
      BOOKING_REQUEST_ACCESS,
    ),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await requests.byBookingKey(request.params.bookingKey, originOf(request));
      return { ...found, readOnly: request.bookingAccess?.readOnly ?? null };
    },
  });

  app.route({
    ...routeOf(portalEndpoints.bookingRequestStatus),
    preHandler: securedBooking(
      (request) => ({ bookingRequestSlug: (request.params as { id: string }).id }),
      BOOKING_REQUEST_ACCESS,
    ),
    handler: (request) => requests.cancel(request.params.id, originOf(request)),
  });
}
