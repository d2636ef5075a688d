import { appointmentEndpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/route';
import type { AppointmentsService } from './appointments.service';

// routeOf types only a 200 answer; these contracts declare 201/204, hence the plain FastifyReply.
export function registerAppointmentsRoutes(server: FastifyInstance, service: AppointmentsService) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(appointmentEndpoints.newBookingKey),
    handler: async (_request, reply) => (reply as FastifyReply).status(201).send(service.newBookingKey()),
  });
  app.route({
    ...routeOf(appointmentEndpoints.rekeyTemporary),
    handler: async (request, reply) =>
      (reply as FastifyReply).status(201).send(await service.rekey(request.params.bookingKey)),
  });
  app.route({
    ...routeOf(appointmentEndpoints.createAppointment),
    handler: async (request, reply) =>
      (reply as FastifyReply).status(201).send(await service.create(request.body)),
  });
  app.route({
    ...routeOf(appointmentEndpoints.createVisit),
    handler: async (request, reply) =>
      (reply as FastifyReply).status(201).send(await service.createVisit(request.body)),
  });
  app.route({
    ...routeOf(appointmentEndpoints.appointmentConfirmation),
    handler: (request) => service.confirmation(request.params.bookingKey),
  });
  app.route({
    ...routeOf(appointmentEndpoints.appointmentSummaries),
    handler: (request) => service.summaries(request.params.bookingKey),
  });
  app.route({
    ...routeOf(appointmentEndpoints.referenceAppointments),
    handler: (request) => service.referenceAppointments(request.query.bookingKey),
  });
  app.route({
    ...routeOf(appointmentEndpoints.bookingFormDetails),
    handler: (request) => service.formDetails(request.query.examSlugs, request.query.clinicId),
  });
}
