import { KIOSK_IDENTITY_COOKIE, KIOSK_STREAM_PATH, kioskEndpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../platform/env';
import { notFound } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import { requireStaff } from '../identity/staff-guard';
import type { KioskEvents } from './kiosk.events';
import { kioskCookieOptions, kioskOf } from './kiosk.http';
import { type KioskService, publicKiosk } from './kiosk.service';
import { createKioskStreams } from './kiosk.stream';

export function registerKioskRoutes(
  server: FastifyInstance,
  env: Env,
  kiosks: KioskService,
  events: KioskEvents,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const stream = createKioskStreams(server, events);
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.route({
    ...routeOf(kioskEndpoints.identify),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const kiosk = await kiosks.identify(request.body.kioskId, request.ip);
      reply.setCookie(KIOSK_IDENTITY_COOKIE, kiosk.id, kioskCookieOptions(env));
      noStore(reply);
      return publicKiosk(kiosk);
    },
  });

  app.route({
    ...routeOf(kioskEndpoints.current),
    handler: async (request, reply) => {
      noStore(reply);
      const kiosk = await kioskOf(kiosks, request);
      return { kiosk: kiosk ? publicKiosk(kiosk) : null };
    },
  });

  app.route({
    ...routeOf(kioskEndpoints.forget),
    handler: async (_request, reply) => {
      reply.clearCookie(KIOSK_IDENTITY_COOKIE, kioskCookieOptions(env));
      return reply.code(204).send(null);
    },
  });

  app.get(KIOSK_STREAM_PATH, { schema: { hide: true } }, async (request, reply) => {
    const kiosk = await kioskOf(kiosks, request);
    if (!kiosk) throw notFound('message.unknown_kiosk');
    stream(request, reply, kiosk);
  });

  app.route({
    ...routeOf(kioskEndpoints.adminList),
    handler: async (request) => {
      const staff = await requireStaff(request, 'kiosks.manage');
      // Clinic staff see the kiosks of their clinics; an admin sees all.
      const all = await kiosks.list();
      return staff.roles.includes('admin') ? all : all.filter((k) => staff.clinicIds.includes(k.clinicId));
    },
  });

  app.route({
    ...routeOf(kioskEndpoints.adminRegister),
    handler: async (request, reply) => {
      await requireStaff(request, 'kiosks.manage', { clinicId: request.body.clinicId });
      return reply.code(201).send(await kiosks.register(request.body));
    },
  });

  app.route({
    ...routeOf(kioskEndpoints.adminSetMode),
    handler: async (request) => {
      const kiosk = (await kiosks.list()).find((k) => k.id === request.params.id);
      await requireStaff(request, 'kiosks.manage', kiosk ? { clinicId: kiosk.clinicId } : undefined);
      return kiosks.setMode(request.params.id, request.body.kioskMode);
    },
  });
}
