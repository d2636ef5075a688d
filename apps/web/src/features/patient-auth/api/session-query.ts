import type { AuthenticationStatus } from '@rb/contracts';
import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { getAuthentication } from './patient-auth-api';
import { authenticationQueryKey } from './unauthorized-logout';

export { registerUnauthorizedLogout } from './unauthorized-logout';

export const authenticationQuery = () =>
  queryOptions({ queryKey: authenticationQueryKey, queryFn: getAuthentication, staleTime: 0 });

/** The patient session as the web knows it. */
export const useAuthentication = () => useQuery(authenticationQuery());

/**
 * Whether the session grants what a page needs. A session cached before the patient proved a booking
 * is fetched again when the page mounts: it counts as pending until the fresh answer is in, so no page
 * sends a patient to sign in on the strength of the old one.
 */
export function sessionAccess(
  session: UseQueryResult<AuthenticationStatus>,
  grants: (status: AuthenticationStatus | undefined) => boolean,
): 'pending' | 'allowed' | 'denied' {
  if (grants(session.data)) return 'allowed';
  return session.isPending || session.isFetching ? 'pending' : 'denied';
}
