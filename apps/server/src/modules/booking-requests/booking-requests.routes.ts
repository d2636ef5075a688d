import { bookingRequestEndpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BookingLimits } from '../../platform/booking-limits';
import { routeOf } from '../../platform/route';
import type { BookingRequestsService } from './booking-requests.service';

// routeOf types only a 200 answer; these contracts declare 201/204, hence the plain FastifyReply.
export function registerBookingRequestsRoutes(
  server: FastifyInstance,
  service: BookingRequestsService,
  limits: BookingLimits,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(bookingRequestEndpoints.createBookingRequest),
    handler: async (request, reply) => {
      const { captcha, ...enquiry } = request.body;
      await limits.submission('BOOKING_REQUEST', {
        address: request.ip,
        email: enquiry.patient.email,
        captcha,
      });
      return (reply as FastifyReply).status(201).send(await service.create(enquiry));
    },
  });
  app.route({
    ...routeOf(bookingRequestEndpoints.bookingRequestConfirmation),
    handler: (request) => service.confirmation(request.params.bookingKey),
  });
}
