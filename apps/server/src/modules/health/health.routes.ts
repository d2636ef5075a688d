import { healthEndpoints } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Db, isDatabaseReachable } from '../../platform/db/database';
import { sendProblem } from '../../platform/problem';
import { routeOf } from '../../platform/route';

export function registerHealthRoutes(server: FastifyInstance, db: Db) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(healthEndpoints.health),
    logLevel: 'warn',
    handler: async () => ({ status: 'ok' as const }),
  });
  app.route({
    ...routeOf(healthEndpoints.ready),
    logLevel: 'warn',
    handler: async (_request, reply) => {
      if (await isDatabaseReachable(db)) return { status: 'ok' as const, database: 'up' as const };
      return sendProblem(reply, { status: 503, message: 'message.service_unavailable' });
    },
  });
}
