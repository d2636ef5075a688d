import type { SignInSettings } from '@rb/contracts';
import { type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';

/** Seconds before expiry at which a token counts as due for renewal (and the expiring event fires). */
export const renewMarginSeconds = 60;

/**
 * oidc-client-ts settings from the configuration's sign-in fields (§3): a public client with
 * authorization code + PKCE. The user (tokens) is kept in local storage (§9) so every tab shares it;
 * renewal is ours (see staff-session) so that only one tab refreshes at a time.
 */
export function userManagerSettings(
  signIn: SignInSettings,
  storage: Storage = localStorage,
): UserManagerSettings {
  return {
    authority: signIn.authority,
    client_id: signIn.clientId,
    redirect_uri: signIn.redirectUri,
    popup_redirect_uri: signIn.popupRedirectUri,
    // The popup callback page answers any sign-in response, including a hidden frame's.
    silent_redirect_uri: signIn.popupRedirectUri,
    post_logout_redirect_uri: signIn.postLogoutRedirectUri,
    scope: signIn.scope,
    resource: signIn.resource ?? undefined,
    response_type: 'code',
    userStore: new WebStorageStateStore({ store: storage }),
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: renewMarginSeconds,
    // Sign-out revokes the refresh token itself (staff-session), so a failed revocation cannot
    // keep anyone signed in at the provider.
    revokeTokensOnSignout: false,
    // Some providers answer a revocation with an empty text body rather than JSON.
    revokeTokenAdditionalContentTypes: ['text/plain', 'text/html'],
    monitorSession: false,
  };
}
