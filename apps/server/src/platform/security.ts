import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { type Env, isHttps } from './env';
import { webDsn } from './error-reporting';

/** What a page's configured outside services (the map's tiles or script) add to the policy. */
export type ConfiguredSources = Partial<
  Record<
    'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src' | 'frame-src' | 'worker-src',
    readonly string[]
  >
>;

/**
 * The content security policy. Scripts only from our origin (no inline script); styles allow
 * inline because React style props and Leaflet set them. Outside hosts only as `configured` names
 * them (issue 43): nothing leaves for a service the provider has not configured.
 */
function policyDirectives(env: Env, configured: ConfiguredSources = {}): Record<string, string[]> {
  const withConfigured = (name: keyof ConfiguredSources, own: string[]) => [
    ...new Set([...own, ...(configured[name] ?? [])]),
  ];
  return {
    'default-src': ["'self'"],
    'script-src': withConfigured('script-src', ["'self'"]),
    'style-src': withConfigured('style-src', ["'self'", "'unsafe-inline'"]),
    'img-src': withConfigured('img-src', ["'self'", 'data:', 'blob:']),
    'font-src': withConfigured('font-src', ["'self'", 'data:', 'https:']),
    // The web's error reports go to its DSN's service, named only when one is configured.
    'connect-src': withConfigured('connect-src', ["'self'", ...dsnOrigin(env)]),
    'frame-src': withConfigured('frame-src', ["'self'", 'https:']),
    // Workers otherwise fall back to script-src 'self'; only a configured service asks for more.
    ...(configured['worker-src'] ? { 'worker-src': withConfigured('worker-src', ["'self'"]) } : {}),
    'frame-ancestors': ["'self'", ...env.FRAME_ANCESTORS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(isHttps(env) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The policy of a served page, whose configuration is known: the one every answer gets, plus the
 * sources of the outside services configured now (a changed configuration applies to the next page).
 */
export function pageSecurityPolicy(env: Env, configured: ConfiguredSources): string {
  return Object.entries(policyDirectives(env, configured))
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * Security headers on every answer (the content security policy above, without configured sources;
 * a served page replaces it with pageSecurityPolicy). The app is framed under /iframe by the
 * configured origins only.
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
    contentSecurityPolicy: { useDefaults: false, directives: policyDirectives(env) },
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

function dsnOrigin(env: Env): string[] {
  const dsn = webDsn(env);
  return dsn ? [new URL(dsn).origin] : [];
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
