import type { AuthenticationStatus } from '@rb/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { onUnauthorized } from '../../../lib/api-client';
import { getAuthentication } from './patient-auth-api';

const signedOut: AuthenticationStatus = {
  authenticated: false,
  scopes: [],
  expiresAt: null,
  idleExpiresAt: null,
  contactNumberAuthEnabled: false,
  captchaAlwaysRequired: false,
};

export const authenticationQuery = () =>
  queryOptions({ queryKey: ['patient-auth', 'session'], queryFn: getAuthentication, staleTime: 0 });

/** The patient session as the web knows it. */
export const useAuthentication = () => useQuery(authenticationQuery());

let registeredFor: QueryClient | null = null;

/**
 * §6: a 401 from any call (except the authenticated check itself, which skips this) logs the client
 * out: the cached session is reset to signed out. Safe to call more than once.
 */
export function registerUnauthorizedLogout(queryClient: QueryClient): void {
  if (registeredFor === queryClient) return;
  registeredFor = queryClient;
  onUnauthorized(() => {
    queryClient.setQueryData(authenticationQuery().queryKey, (current: AuthenticationStatus | undefined) => ({
      ...signedOut,
      contactNumberAuthEnabled: current?.contactNumberAuthEnabled ?? false,
      captchaAlwaysRequired: current?.captchaAlwaysRequired ?? false,
    }));
  });
}
