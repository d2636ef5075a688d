import { appointmentEndpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BookingLimits } from '../../platform/booking-limits';
import { routeOf } from '../../platform/route';
import type { AppointmentsService } from './appointments.service';

// routeOf types only a 200 answer; these contracts declare 201/204, hence the plain FastifyReply.
export function registerAppointmentsRoutes(
  server: FastifyInstance,
  service: AppointmentsService,
  limits: BookingLimits,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(appointmentEndpoints.newBookingKey),
    handler: async (_request, reply) =>
      (reply as FastifyReply).status(201).send(await service.newBookingKey()),
  });
  app.route({
    ...routeOf(appointmentEndpoints.rekeyTemporary),
    handler: async (request, reply) =>
      (reply as FastifyReply).status(201).send(await service.rekey(request.params.bookingKey)),
  });
  app.route({
    ...routeOf(appointmentEndpoints.createAppointment),
    handler: async (request, reply) => {
      const { captcha, ...booking } = request.body;
      const guard = () =>
        limits.submission('APPOINTMENT', { address: request.ip, email: booking.patient.email, captcha });
      return (reply as FastifyReply).status(201).send(await service.create(booking, guard));
    },
  });
  app.route({
    ...routeOf(appointmentEndpoints.createVisit),
    handler: async (request, reply) => {
      const { captcha, ...visit } = request.body;
      const guard = () =>
        limits.submission('APPOINTMENT', { address: request.ip, email: visit.patient.email, captcha });
      return (reply as FastifyReply).status(201).send(await service.createVisit(visit, guard));
    },
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
