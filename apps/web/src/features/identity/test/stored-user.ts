import type { SignInSettings } from '@rb/contracts';
import { User } from 'oidc-client-ts';
import { staffUserStorageKey } from '../session-hint';

/** Puts a signed-in user into local storage as oidc-client-ts would after a sign-in. */
export function storeStaffUser(
  settings: SignInSettings,
  { accessToken = 'access-1', refreshToken = 'refresh-1', expiresIn = 600, sub = 'user-1' } = {},
): User {
  const user = new User({
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    scope: settings.scope,
    profile: {
      sub,
      iss: settings.authority,
      aud: settings.clientId,
      exp: 0,
      iat: 0,
      preferred_username: 'admin',
    },
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
  });
  localStorage.setItem(staffUserStorageKey(settings), user.toStorageString());
  return user;
}
