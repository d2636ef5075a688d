import type { RoleMapping, SignInSettings, StaffRole } from '@rb/contracts';
import type { Env } from './env';

type IdentityEnv = Pick<
  Env,
  | 'PUBLIC_URL'
  | 'OIDC_ISSUER'
  | 'OIDC_CLIENT_ID'
  | 'OIDC_AUDIENCE'
  | 'OIDC_ROLE_CLAIM'
  | 'OIDC_ROLE_MAP'
  | 'OIDC_CLINIC_CLAIM'
  | 'OIDC_WEB_ORIGINS'
>;

/** Paths of the SPA the provider may send the browser back to (H8's web routes). */
export const webCallbackPaths = {
  redirect: '/auth/callback',
  popup: '/auth/popup-callback',
  postLogout: '/',
} as const;

/** The scopes the SPA asks for: OpenID ones, a refresh token for silent renew, and the API. */
export const spaScope = 'openid profile email offline_access api';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Who issues staff tokens and how the API reads them, from the environment alone. */
export function identitySettings(env: IdentityEnv) {
  const publicUrl = trimSlash(env.PUBLIC_URL);
  const builtIn = !env.OIDC_ISSUER;
  const issuer = env.OIDC_ISSUER ? trimSlash(env.OIDC_ISSUER) : `${publicUrl}/oidc`;
  const audience = env.OIDC_AUDIENCE ?? `${publicUrl}/api`;
  const roleMap: Record<string, StaffRole> = Object.fromEntries(
    env.OIDC_ROLE_MAP.map((pair) => {
      const at = pair.lastIndexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1) as StaffRole];
    }),
  );
  const webOrigins = [new URL(publicUrl).origin, ...env.OIDC_WEB_ORIGINS.map((o) => new URL(o).origin)];
  return {
    builtIn,
    issuer,
    audience,
    clientId: env.OIDC_CLIENT_ID,
    roleClaim: env.OIDC_ROLE_CLAIM,
    clinicClaim: env.OIDC_CLINIC_CLAIM,
    roleMap,
    webOrigins: [...new Set(webOrigins)],
    publicUrl,
  };
}
export type IdentitySettings = ReturnType<typeof identitySettings>;

/** The §3 sign-in part of the app configuration; public, no secret. */
export function signInSettingsOf(settings: IdentitySettings): SignInSettings {
  return {
    authority: settings.issuer,
    clientId: settings.clientId,
    redirectUri: `${settings.publicUrl}${webCallbackPaths.redirect}`,
    popupRedirectUri: `${settings.publicUrl}${webCallbackPaths.popup}`,
    postLogoutRedirectUri: `${settings.publicUrl}${webCallbackPaths.postLogout}`,
    scope: settings.builtIn ? spaScope : 'openid profile email offline_access',
    resource: settings.builtIn ? settings.audience : null,
    localAccounts: settings.builtIn,
  };
}

export function roleMappingOf(settings: IdentitySettings): RoleMapping | null {
  if (settings.builtIn) return null;
  return { issuer: settings.issuer, claim: settings.roleClaim, map: settings.roleMap };
}
