import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { type Env, isHttps } from './env';

/**
 * Security headers on every answer. Scripts only from our origin (no inline script); styles allow
 * inline because React style props and Leaflet set them; images may come from any https origin for
 * configured map tiles. The app is framed under /iframe by the configured origins only.
 *
 * helmet itself, built once: @fastify/helmet builds the middleware anew for every request, which
 * took about a third of the server time of a health check (docs/decisions/0011).
 */
export function registerSecurityHeaders(app: FastifyInstance, env: Env) {
  // What every answer gets, page or asset: HTTPS only, same-origin resources, a careful referrer.
  const transport = {
    hsts: isHttps(env) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  } as const;
  const apply = helmet({
    ...transport,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'self'", ...env.FRAME_ANCESTORS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(isHttps(env) ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // frame-ancestors above decides who may frame us; X-Frame-Options cannot name several origins.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
  // A hashed script or style is no document: CSP, COOP and the legacy document headers mean nothing
  // on it, and at about 1 kB an answer they outweighed the small chunks a page loads (issue 16).
  const applyToAsset = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    ...transport,
    xContentTypeOptions: true,
  });
  app.addHook('onRequest', (request, reply, done) =>
    (isHashedAsset(request.url) ? applyToAsset : apply)(request.raw, reply.raw, (error) =>
      done(error as Error | undefined),
    ),
  );
  registerNoStoreForPrivateAnswers(app);
}

/** The build's hashed files; the SPA never answers a page under this path (a missing one is a 404). */
export const isHashedAsset = (url: string) => url.startsWith('/assets/');

const PRIVATE_PREFIXES = ['/api/secured/', '/api/admin/'];

/**
 * A patient's or staff member's answer is never kept by a browser or a shared cache, whatever the
 * route or its outcome (errors included): one hook, so a new route cannot forget it.
 */
function registerNoStoreForPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (PRIVATE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      const current = String(reply.getHeader('cache-control') ?? '');
      if (!/\bno-store\b/.test(current)) reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
