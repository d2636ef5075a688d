import type { CurrentUser } from '@rb/contracts';
import { identityEndpoints } from '@rb/contracts/identity/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * GET /api/admin/me, the staff "authenticated check": its 401 is a plain "not signed in" for the
 * page to act on, never the §6 logout of other calls.
 */
export const getMe = (): Promise<CurrentUser> =>
  call(identityEndpoints.getMe, { skipUnauthorizedHandler: true });

/** Keyed by the subject so a different user never sees the previous one's answer. */
export const meQuery = (subject: string | undefined) =>
  queryOptions({
    queryKey: ['identity', 'me', subject ?? null],
    queryFn: getMe,
    enabled: Boolean(subject),
    staleTime: 60_000,
    retry: false,
  });

export const useMe = (subject: string | undefined) => useQuery(meQuery(subject));
