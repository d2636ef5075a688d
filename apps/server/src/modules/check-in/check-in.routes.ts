import { checkInEndpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, tooManyRequests } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import { securedBooking } from '../../platform/session';
import { readKioskId } from '../kiosk/kiosk.binding';
import { type createCheckInIdentity, originOf } from './check-in.identity';
import type { CheckInService } from './check-in.service';

/** Identity lookups: per kiosk (kioskIdentity cookie) and, behind it, per IP address. */
export const IDENTITY_LIMIT_PER_KIOSK = 20;
export const IDENTITY_LIMIT_PER_IP = 40;

/** Check-in answers carry no patient details, so a kiosk session (no code) may use them. */
const CHECK_IN_ACCESS = { types: ['APPOINTMENT' as const], allowKiosk: true };

const bySlug = securedBooking(
  (request) => ({ appointmentSlug: (request.params as { slug: string }).slug }),
  CHECK_IN_ACCESS,
);

export function registerCheckInRoutes(
  server: FastifyInstance,
  service: CheckInService,
  identity: ReturnType<typeof createCheckInIdentity>,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  // Two limits on one route: @fastify/rate-limit runs only one limiter hook per request, so the
  // per-kiosk count is checked with createRateLimit (which has no such guard).
  const perIp = server.rateLimit({ max: IDENTITY_LIMIT_PER_IP, timeWindow: '1 minute' });
  const kioskLimit = server.createRateLimit({
    max: IDENTITY_LIMIT_PER_KIOSK,
    timeWindow: 60_000,
    keyGenerator: (request) => `check-in-kiosk:${readKioskId(request) ?? request.ip}`,
  });
  const perKiosk = async (request: FastifyRequest) => {
    const result = await kioskLimit(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests();
  };

  app.route({
    ...routeOf(checkInEndpoints.enabled),
    handler: (request) => service.enabled(request.query.clinicId),
  });

  app.route({
    ...routeOf(checkInEndpoints.identityCheck),
    onRequest: [perIp, perKiosk],
    handler: (request, reply) => {
      noStore(reply);
      return identity.identityCheck(request, reply, request.body);
    },
  });

  app.route({
    ...routeOf(checkInEndpoints.sendCode),
    config: { rateLimit: { max: IDENTITY_LIMIT_PER_IP, timeWindow: '1 minute' } },
    handler: (request, reply) => {
      noStore(reply);
      return identity.sendCode(request, request.body);
    },
  });

  app.route({
    ...routeOf(checkInEndpoints.validateCode),
    config: { rateLimit: { max: IDENTITY_LIMIT_PER_IP, timeWindow: '1 minute' } },
    handler: (request, reply) => {
      noStore(reply);
      return identity.validateCode(request, reply, request.body);
    },
  });

  app.route({
    ...routeOf(checkInEndpoints.appointments),
    preHandler: securedBooking(
      (request) => ({ bookingKey: (request.query as { bookingKey: string }).bookingKey }),
      CHECK_IN_ACCESS,
    ),
    handler: (request, reply) => {
      noStore(reply);
      return service.appointments(request.query.bookingKey, request.query.giveFeedback);
    },
  });

  app.route({
    ...routeOf(checkInEndpoints.enable),
    preHandler: bySlug,
    handler: (request) => service.enable(request.params.slug, originOf(request)),
  });

  app.route({
    ...routeOf(checkInEndpoints.prepare),
    preHandler: bySlug,
    handler: async (request, reply) => {
      // The form names the same appointment as the path; anything else is a page bug.
      if (request.body.appointmentSlug !== request.params.slug) throw badRequest();
      return reply.code(202).send(await service.prepare(request.body, originOf(request)));
    },
  });

  app.route({
    ...routeOf(checkInEndpoints.preparationSent),
    preHandler: bySlug,
    handler: (request, reply) => {
      noStore(reply);
      return service.preparationSent(request.params.slug);
    },
  });

  app.route({
    ...routeOf(checkInEndpoints.readiness),
    preHandler: bySlug,
    handler: (request, reply) => {
      noStore(reply);
      return service.readiness(request.params.slug);
    },
  });

  app.route({
    ...routeOf(checkInEndpoints.checkIn),
    preHandler: bySlug,
    handler: async (request, reply) =>
      reply.code(202).send(await service.checkIn(request.params.slug, originOf(request))),
  });

  app.route({
    ...routeOf(checkInEndpoints.checkInSent),
    preHandler: bySlug,
    handler: (request, reply) => {
      noStore(reply);
      return service.checkInSent(request.params.slug);
    },
  });

  app.route({
    ...routeOf(checkInEndpoints.doctorSearch),
    preHandler: bySlug,
    handler: (request) => service.doctorSearch(request.params.text, request.query.exclude),
  });

  app.route({
    ...routeOf(checkInEndpoints.importReferral),
    preHandler: securedBooking(
      (request) => ({ appointmentId: Number((request.params as { id: string }).id) }),
      CHECK_IN_ACCESS,
    ),
    handler: (request) => service.importReferral(request.params.id, originOf(request)),
  });
}
