import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

const prefix = '/oidc';

/**
 * Hands every /oidc request (except our own pages, which Fastify routes more specifically) to the
 * provider's Koa app: in a scope without Fastify's body parsing, with the prefix stripped after
 * `originalUrl` keeps it (so discovery URLs carry /oidc), and the reply hijacked.
 */
export async function mountOidcProvider(app: FastifyInstance, provider: Provider) {
  const callback = provider.callback();
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'oidc provider error'));
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      const url = raw.url ?? prefix;
      raw.originalUrl = url;
      // `/oidc?x` leaves `?x`: the provider's router needs a path that starts with a slash (a 500 before).
      const rest = url.slice(prefix.length);
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      callback(raw, reply.raw);
    };
    const methods = ['GET', 'POST', 'OPTIONS', 'DELETE', 'PUT'] as const;
    scope.route({ method: [...methods], url: prefix, handler: forward });
    scope.route({ method: [...methods], url: `${prefix}/*`, handler: forward });
  });
}
