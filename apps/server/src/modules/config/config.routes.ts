import { configEndpoints } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/route';
import type { ConfigService } from './config.service';

export function registerConfigRoutes(server: FastifyInstance, service: ConfigService) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({ ...routeOf(configEndpoints.getConfig), handler: () => service.publicConfig() });

  app.route({
    ...routeOf(configEndpoints.getTranslations),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return service.translations(request.query.lang);
    },
  });

  app.route({
    ...routeOf(configEndpoints.getTranslationOverrides),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return service.translationOverrides(request.query.lang);
    },
  });

  app.route({ ...routeOf(configEndpoints.getTerms), handler: () => service.terms() });

  const sendAsset = async (
    name: string,
    ifNoneMatch: string | undefined,
    reply: import('fastify').FastifyReply,
  ) => {
    const asset = await service.asset(name);
    reply.header('etag', asset.etag).header('cache-control', 'public, max-age=3600, must-revalidate');
    if (ifNoneMatch === asset.etag) return reply.status(304).send();
    return reply.type(asset.contentType).send(Buffer.from(asset.data));
  };

  app.route({
    ...routeOf(configEndpoints.getFavicon),
    handler: (request, reply) => sendAsset('favicon', request.headers['if-none-match'], reply),
  });
  app.route({
    ...routeOf(configEndpoints.getApplicationAsset),
    handler: (request, reply) => sendAsset(request.params.name, request.headers['if-none-match'], reply),
  });
}
