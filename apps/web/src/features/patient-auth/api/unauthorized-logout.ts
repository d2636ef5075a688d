import type { AuthenticationStatus } from '@rb/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { onUnauthorized } from '../../../lib/api-client';

/**
 * Apart from session-query so the entry chunk can sign out on a 401 without loading the patient
 * authentication endpoints and their schemas.
 */
export const authenticationQueryKey = ['patient-auth', 'session'] as const;

const signedOut: AuthenticationStatus = {
  authenticated: false,
  scopes: [],
  expiresAt: null,
  idleExpiresAt: null,
  contactNumberAuthEnabled: false,
  captchaAlwaysRequired: false,
};

let registeredFor: QueryClient | null = null;

/**
 * §6: a 401 from any call (except the authenticated check itself, which skips this) logs the client
 * out: the cached session is reset to signed out. Safe to call more than once.
 */
export function registerUnauthorizedLogout(queryClient: QueryClient): void {
  if (registeredFor === queryClient) return;
  registeredFor = queryClient;
  onUnauthorized(() => {
    queryClient.setQueryData(authenticationQueryKey, (current: AuthenticationStatus | undefined) => ({
      ...signedOut,
      contactNumberAuthEnabled: current?.contactNumberAuthEnabled ?? false,
      captchaAlwaysRequired: current?.captchaAlwaysRequired ?? false,
    }));
  });
}
