import { staffRoles } from '@rb/contracts';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../platform/db/database';
import { type IdentitySettings, webCallbackPaths } from '../../platform/identity-settings';
import { type AccountsRepository, displayName } from './identity.accounts';
import { loadProviderKeys } from './identity.keys';
import { createOidcAdapter } from './oidc.adapter';
import type { OidcPages } from './oidc.pages';
import { type ServiceClient, serviceClientMetadata } from './service-clients';
import { isSmartScope, smartScopes } from './smart-scopes';

/**
 * Scopes of the API resource server: `api` for people, one named scope per role for service
 * clients, and SMART `system/…` scopes for the FHIR interface's backend services.
 */
export const apiScopes = ['api', ...staffRoles, ...smartScopes];

export const accessTokenSeconds = 600;

export interface ProviderOptions {
  db: Db;
  settings: IdentitySettings;
  accounts: AccountsRepository;
  serviceClients: ServiceClient[];
  pages: OidcPages;
  /** Secure cookies when served over https. */
  secure: boolean;
}

/**
 * The built-in OpenID Connect provider under `<PUBLIC_URL>/oidc`: the SPA is a public client (code +
 * PKCE, rotating refresh tokens), access tokens are JWTs for the API audience, service clients use
 * client credentials with named scopes. No dev interactions: our own pages sign people in.
 */
export async function createOidcProvider(options: ProviderOptions): Promise<Provider> {
  const { settings, accounts } = options;
  const { jwks, cookieKeys } = await loadProviderKeys(options.db);
  const uris = (path: string) => settings.webOrigins.map((origin) => `${origin}${path}`);
  const spaClient = {
    client_id: settings.clientId,
    application_type: 'web' as const,
    token_endpoint_auth_method: 'none' as const,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code' as const],
    redirect_uris: [...uris(webCallbackPaths.redirect), ...uris(webCallbackPaths.popup)],
    post_logout_redirect_uris: uris(webCallbackPaths.postLogout),
    scope: 'openid profile email offline_access api',
  };

  const configuration: Configuration = {
    adapter: createOidcAdapter(options.db),
    clients: [spaClient, ...options.serviceClients.map(serviceClientMetadata)],
    extraClientMetadata: {
      properties: ['clinic_ids'],
      validator(_ctx, key, value) {
        if (key === 'clinic_ids' && value !== undefined && !Array.isArray(value)) {
          throw new errors.InvalidClientMetadata('clinic_ids must be a list');
        }
      },
    },
    jwks: jwks as Configuration['jwks'],
    cookies: {
      keys: cookieKeys,
      long: { signed: true, secure: options.secure, sameSite: 'lax' },
      short: { signed: true, secure: options.secure, sameSite: 'lax' },
    },
    pkce: { required: () => true },
    // Authorization code only: no implicit or hybrid flows hand tokens to the browser's address bar.
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', 'profile', 'email', ...apiScopes],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'organisation'],
      email: ['email'],
    },
    async findAccount(_ctx, sub, token) {
      const account = await accounts.byId(sub);
      if (!account || account.disabled) return undefined;
      // A refresh token or code issued before the account's tokens were ended. Its iat has whole
      // seconds, so only an earlier second is known to be before; endTokens deleted that second's.
      if (token && token.iat < Math.floor(account.tokensValidAfter / 1000)) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          name: displayName(account),
          given_name: account.firstName ?? undefined,
          family_name: account.lastName ?? undefined,
          preferred_username: account.username,
          organisation: account.organisation ?? undefined,
          email: account.email,
        }),
      };
    },
    // Roles and clinics ride in the API's access token, read from the account at every issue, so a
    // change by an admin takes effect at the next refresh.
    async extraTokenClaims(ctx, token) {
      if (token.kind === 'ClientCredentials') {
        const client = token.clientId ? await ctx.oidc.provider.Client.find(token.clientId) : undefined;
        const granted = new Set((token.scope ?? '').split(' '));
        // A SMART backend service asks for SMART scopes only; its roles (rights under the
        // policy) come with them from its registration.
        const allowed = new Set(String(client?.metadata().scope ?? '').split(' '));
        const smart = [...granted].some(isSmartScope);
        return {
          roles: staffRoles.filter((role) => granted.has(role) || (smart && allowed.has(role))),
          clinic_ids: (client?.metadata().clinic_ids as number[] | undefined) ?? [],
          preferred_username: `service:${token.clientId}`,
        };
      }
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account = accountId ? await accounts.byId(accountId) : undefined;
      if (!account) return undefined;
      return {
        roles: account.roles,
        clinic_ids: account.clinicIds,
        // The account's token floor at issue: the API refuses the token once the floor moves on.
        valid_after: account.tokensValidAfter,
        preferred_username: account.username,
        name: displayName(account),
        given_name: account.firstName ?? undefined,
        family_name: account.lastName ?? undefined,
        email: account.email,
        organisation: account.organisation ?? undefined,
      };
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      introspection: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => options.pages.logout(ctx, form),
        postLogoutSuccessSource: (ctx) => options.pages.loggedOut(ctx),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => settings.audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== settings.audience) throw new errors.InvalidTarget();
          return {
            scope: apiScopes.join(' '),
            audience: settings.audience,
            accessTokenTTL: accessTokenSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // The SPA is ours: people are not asked to consent to it; the grant holds what it asked for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing || client.clientId !== settings.clientId) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      // `api` is also a provider-wide scope (service clients' scopes must be), so it is granted as both.
      grant.addOIDCScope('openid profile email offline_access api');
      grant.addResourceScope(settings.audience, 'api');
      await grant.save();
      return grant;
    },
    // The SPA renews silently by refresh token without asking for offline_access (which OpenID
    // Connect only grants with prompt=consent); such tokens end with the provider session, so
    // signing out ends them too.
    issueRefreshToken: async (_ctx, client) =>
      client.clientId === settings.clientId && client.grantTypeAllowed('refresh_token'),
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin) => settings.webOrigins.includes(origin),
    // The web client is public (none) and service clients use HTTP Basic: a secret in a form body
    // (client_secret_post), which logs and proxies keep more often than headers, is refused.
    // SMART backend services sign a JWT with their own key instead (private_key_jwt).
    clientAuthMethods: ['none', 'client_secret_basic', 'private_key_jwt'],
    // SMART Backend Services asks servers to take RS384 and ES384 assertions.
    enabledJWA: { clientAuthSigningAlgValues: ['RS256', 'RS384', 'PS256', 'ES256', 'ES384', 'EdDSA'] },
    ttl: {
      AccessToken: accessTokenSeconds,
      ClientCredentials: accessTokenSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 12 * 3600,
      Grant: 12 * 3600,
      // A refresh token lives for the working day; each use rotates it.
      RefreshToken: 12 * 3600,
    },
    renderError: (ctx, out, error) => options.pages.error(ctx, out, error),
    conformIdTokenClaims: false,
  };

  // Its address is PUBLIC_URL's, set on each request by mountOidcProvider.
  return new Provider(settings.issuer, configuration);
}
