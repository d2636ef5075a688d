import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAuthentication } from './patient-auth-api';
import { authenticationQueryKey } from './unauthorized-logout';

export { registerUnauthorizedLogout } from './unauthorized-logout';

export const authenticationQuery = () =>
  queryOptions({ queryKey: authenticationQueryKey, queryFn: getAuthentication, staleTime: 0 });

/** The patient session as the web knows it. */
export const useAuthentication = () => useQuery(authenticationQuery());
