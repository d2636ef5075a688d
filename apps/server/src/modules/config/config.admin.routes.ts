import { configEndpoints } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/route';
import { requireStaff } from '../identity/staff-guard';
import type { ConfigService } from './config.service';

/** The provider's configuration as staff change it; only an admin (`config.write`). */
export function registerConfigAdminRoutes(server: FastifyInstance, service: ConfigService) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeOf(configEndpoints.updateSection),
    handler: async (request) => {
      await requireStaff(request, 'config.write');
      await service.updateSection(request.params.section, request.body);
      return { section: request.params.section, updated: true as const };
    },
  });
}
