import { portalPatientEndpoints } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import { securedBooking } from '../../platform/session';
import { APPOINTMENT_ACCESS, BOOKING_REQUEST_ACCESS, originOf } from './portal-http';
import type { PortalPatientService } from './portal-patient.service';

const ANY_PORTAL_ACCESS = { types: [...APPOINTMENT_ACCESS.types, 'BOOKING_REQUEST' as const] };

export function registerPortalPatientRoutes(server: FastifyInstance, service: PortalPatientService) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({ ...routeOf(portalPatientEndpoints.detailsOptions), handler: () => service.detailsOptions() });

  app.route({
    ...routeOf(portalPatientEndpoints.patientDetails),
    preHandler: securedBooking(
      (request) => ({ bookingKey: (request.params as { bookingKey: string }).bookingKey }),
      ANY_PORTAL_ACCESS,
    ),
    handler: (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.patientDetails(request.params.bookingKey, originOf(request));
    },
  });

  app.route({
    ...routeOf(portalPatientEndpoints.createChangeRequest),
    // The body names the booking; it was validated before this guard runs. A kiosk check-in may ask
    // staff for a correction: the request carries what the patient typed, it reads nothing back.
    preHandler: securedBooking(
      (request) => ({ bookingKey: (request.body as { bookingKey: string }).bookingKey }),
      { ...ANY_PORTAL_ACCESS, allowKiosk: true },
    ),
    handler: async (request, reply) => {
      const access = request.bookingAccess;
      const wanted = request.body.origin === 'BOOKING_REQUEST' ? BOOKING_REQUEST_ACCESS : APPOINTMENT_ACCESS;
      // The origin must match what the session proved (a booking request is not an appointment).
      if (!access || !wanted.types.includes(access.scope.type)) {
        throw notFound();
      }
      return reply.code(201).send(await service.createChangeRequest(request.body, originOf(request)));
    },
  });

  const byId = securedBooking(
    (request) => ({ appointmentSlug: (request.params as { id: string }).id }),
    APPOINTMENT_ACCESS,
  );
  app.route({
    ...routeOf(portalPatientEndpoints.loadConsentForms),
    preHandler: byId,
    handler: (request) => service.loadConsentForms(request.params.id, originOf(request)),
  });
  app.route({
    ...routeOf(portalPatientEndpoints.saveConsentForms),
    preHandler: byId,
    handler: (request) => service.saveConsentForms(request.params.id, request.body.data, originOf(request)),
  });

  // Writing to staff still makes sense after the visit (results, bills); read-only sessions may not.
  const byBookingKey = securedBooking(
    (request) => ({ bookingKey: (request.params as { bookingKey: string }).bookingKey }),
    { ...ANY_PORTAL_ACCESS, allowClosed: true },
  );
  app.route({
    ...routeOf(portalPatientEndpoints.callCentreEmail),
    preHandler: byBookingKey,
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request, reply) =>
      reply
        .code(202)
        .send(
          await service.contactStaff(
            request.params.bookingKey,
            { kind: 'call_centre_email', message: request.body.message },
            originOf(request),
          ),
        ),
  });
  app.route({
    ...routeOf(portalPatientEndpoints.callbackRequest),
    preHandler: byBookingKey,
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { contactNumber, preferredTime } = request.body;
      return reply
        .code(202)
        .send(
          await service.contactStaff(
            request.params.bookingKey,
            { kind: 'callback_request', contactNumber, message: preferredTime ?? null },
            originOf(request),
          ),
        );
    },
  });

  app.route({
    ...routeOf(portalPatientEndpoints.unsubscribe),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      await service.unsubscribe(request.params.bookingKey);
      return reply.code(204).send(null);
    },
  });
}
