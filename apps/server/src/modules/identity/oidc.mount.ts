import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

const prefix = '/oidc';

/** Discovery is the same for every caller (its addresses come from PUBLIC_URL): caches may keep it. */
const discoveryCacheControl = 'public, max-age=300';
/** Public documents any site may read; every other endpoint's preflight names only the web's origins. */
const openToEveryOrigin = new Set([
  '/.well-known/openid-configuration',
  '/.well-known/oauth-authorization-server',
  '/jwks',
]);

/**
 * The provider's Koa app reads its own address from the request (it trusts X-Forwarded-* with
 * `proxy` on): every request gets PUBLIC_URL's host and scheme in those headers, whatever a client
 * or proxy sent, and the client's address as Fastify found it (TRUSTED_PROXIES only may name it).
 */
function asPublicRequest(request: FastifyRequest, publicUrl: URL) {
  const headers = request.raw.headers;
  for (const name of Object.keys(headers)) {
    if (name.startsWith('x-forwarded-') || name === 'forwarded') delete headers[name];
  }
  headers['x-forwarded-host'] = publicUrl.host;
  headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
  headers['x-forwarded-for'] = request.ip;
}

/**
 * Hands every /oidc request (except our own pages, which Fastify routes more specifically) to the
 * provider's Koa app: in a scope without Fastify's body parsing, with the prefix stripped after
 * `originalUrl` keeps it (so discovery URLs carry /oidc), and the reply hijacked.
 */
export async function mountOidcProvider(
  app: FastifyInstance,
  provider: Provider,
  publicUrl: string,
  webOrigins: string[],
) {
  const own = new URL(publicUrl);
  provider.proxy = true;
  provider.use(async (ctx, next) => {
    // The provider answers a CORS preflight before it knows the client, echoing any Origin: for
    // another site's preflight the allowing headers go, so the browser never sends the real call.
    const origin = ctx.get('origin');
    const foreignPreflight =
      ctx.method === 'OPTIONS' &&
      origin !== '' &&
      !openToEveryOrigin.has(ctx.path) &&
      !webOrigins.includes(origin);
    await next();
    if (foreignPreflight) {
      for (const name of Object.keys(ctx.response.headers)) {
        if (name.toLowerCase().startsWith('access-control-')) ctx.remove(name);
      }
    }
    if (ctx.path === '/.well-known/openid-configuration' && ctx.status === 200) {
      ctx.set('cache-control', discoveryCacheControl);
    }
  });
  const callback = provider.callback();
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'oidc provider error'));
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      asPublicRequest(request, own);
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
