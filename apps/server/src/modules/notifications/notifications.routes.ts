import { notificationsEndpoints } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../platform/env';
import { routeOf } from '../../platform/route';
import type { NotificationsService } from './notifications.service';

export function registerNotificationsRoutes(
  server: FastifyInstance,
  env: Pick<Env, 'NODE_ENV'>,
  service: NotificationsService,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeOf(notificationsEndpoints.previewTranslatedEmail),
    handler: (request) => service.preview(request.query.template, request.query.lang),
  });

  // The development mailbox shows every message in clear; in production it does not exist at all.
  if (env.NODE_ENV !== 'production') {
    app.route({
      ...routeOf(notificationsEndpoints.devOutbox),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.devOutbox(request.query.to);
      },
    });
  }
}
