import { createHash, randomBytes } from 'node:crypto';

/** The answer of one HTTP call, whether by Fastify's inject or by fetch against a real server. */
export interface FlowResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
export type FlowRequest = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
}) => Promise<FlowResponse>;

/** A minimal cookie jar: what a browser would send back to the provider (one host, all paths). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookie: string | string[] | undefined) {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.trim().split('=');
        return (
          (key.toLowerCase() === 'expires' && new Date(val).getTime() < Date.now()) ||
          (key.toLowerCase() === 'max-age' && Number(val) <= 0)
        );
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** A request that keeps cookies like a browser, relative URLs resolved against the issuer's origin. */
export function browserLike(send: FlowRequest, jar = new CookieJar()) {
  return async (request: Parameters<FlowRequest>[0]) => {
    const response = await send({ ...request, headers: { ...request.headers, cookie: jar.header() } });
    jar.store(response.headers['set-cookie']);
    return response;
  };
}

const locationOf = (response: FlowResponse) => {
  const location = response.headers.location;
  if (typeof location !== 'string')
    throw new Error(`expected a redirect, got ${response.status}: ${response.body.slice(0, 300)}`);
  return location;
};

/** Path and query of a URL on the issuer's host, as inject wants it. */
export const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://placeholder');
  return `${parsed.pathname}${parsed.search}`;
};

export interface CodeFlowOptions {
  /** Path of the issuer on its host (`/oidc` for ours, `` for a bare provider). */
  issuerPath: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  /** Fills the sign-in page(s) the provider shows; answers the redirect back to the client. */
  signIn: (browser: ReturnType<typeof browserLike>, interactionUrl: string) => Promise<FlowResponse>;
  extraAuthParams?: Record<string, string>;
}

/**
 * The authorization-code + PKCE flow as the SPA's browser runs it: authorize, sign in on the
 * provider's pages, follow redirects back to the client with a code, exchange it for tokens.
 */
export async function codeFlow(send: FlowRequest, options: CodeFlowOptions) {
  const browser = browserLike(send);
  const pkce = pkcePair();
  const state = randomBytes(12).toString('base64url');
  const params = new URLSearchParams({
    client_id: options.clientId,
    response_type: 'code',
    redirect_uri: options.redirectUri,
    scope: options.scope,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state,
    ...options.extraAuthParams,
  });
  const start = await browser({ method: 'GET', url: `${options.issuerPath}/auth?${params}` });
  let response = await options.signIn(browser, pathOf(locationOf(start)));
  // Follow the provider's redirects until it sends the browser back to the client.
  for (let hops = 0; hops < 5; hops++) {
    const location = locationOf(response);
    if (location.startsWith(options.redirectUri)) {
      const back = new URL(location);
      if (back.searchParams.get('state') !== state) throw new Error('state mismatch');
      const code = back.searchParams.get('code');
      if (!code) throw new Error(`no code: ${location}`);
      const tokens = await send({
        method: 'POST',
        url: `${options.issuerPath}/token`,
        form: {
          grant_type: 'authorization_code',
          code,
          code_verifier: pkce.verifier,
          client_id: options.clientId,
          redirect_uri: options.redirectUri,
        },
      });
      if (tokens.status !== 200) throw new Error(`token exchange failed: ${tokens.status} ${tokens.body}`);
      return { tokens: JSON.parse(tokens.body) as OidcTokens, browser };
    }
    response = await browser({ method: 'GET', url: pathOf(location) });
  }
  throw new Error('too many redirects');
}

export interface OidcTokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
}
