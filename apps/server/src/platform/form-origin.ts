import type { FastifyRequest } from 'fastify';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
};

/**
 * Whether a browser form post came from another site (a login CSRF, a form posted for someone
 * else). As Go's CrossOriginProtection decides: a browser's Sec-Fetch-Site must say same-origin;
 * without it, Origin (else Referer) must be our own origin (PUBLIC_URL's); a request with none of
 * them is no browser's cross-site post (every browser that omits Sec-Fetch-Site sends Origin on a
 * POST) and goes on.
 */
export function crossSiteForm(request: FastifyRequest, ownOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin !== ownOrigin;
  const referer = request.headers.referer;
  if (typeof referer === 'string') return originOf(referer) !== ownOrigin;
  return false;
}
