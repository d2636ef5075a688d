import { schedulingEndpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BookingLimits, holderOf } from '../../platform/booking-limits';
import { answerAsBuilt, routeOf } from '../../platform/route';
import type { SchedulingService } from './scheduling.service';

// routeOf types only a 200 answer; these contracts declare 201/204, hence the plain FastifyReply.
export function registerSchedulingRoutes(
  server: FastifyInstance,
  service: SchedulingService,
  limits: BookingLimits,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(schedulingEndpoints.clinicAppointments),
    ...answerAsBuilt,
    handler: (request) => service.clinicAppointments(request.body),
  });
  app.route({
    ...routeOf(schedulingEndpoints.nextAvailable),
    handler: (request) => service.nextAvailable(request.params.clinicId, request.query.examSlug),
  });
  app.route({
    ...routeOf(schedulingEndpoints.reserveSlot),
    handler: async (request, reply) => {
      await limits.hold(request.ip);
      const holder = { id: holderOf(request.ip), maxLive: limits.liveHoldsPerAddress };
      return (reply as FastifyReply).status(201).send(await service.reserveSlot(request.body, holder));
    },
  });
  app.route({
    ...routeOf(schedulingEndpoints.releaseSlot),
    handler: async (request, reply) => {
      await service.releaseSlot(request.params.bookingKey);
      return (reply as FastifyReply).status(204).send();
    },
  });
}
