import type { InviteStaffUser, SecondFactorPolicy, StaffUserAccess } from '@rb/contracts';
import { identityEndpoints } from '@rb/contracts/identity/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

const usersKey = ['admin', 'users'] as const;

export const usersQuery = () =>
  queryOptions({ queryKey: usersKey, queryFn: () => call(identityEndpoints.listUsers) });

export const useUsers = () => useQuery(usersQuery());

/** A users-page change: on success the list is fetched again, so the table shows the server's truth. */
function useUsersMutation<V, R>(mutationFn: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export const useInviteUser = () =>
  useUsersMutation((body: InviteStaffUser) => call(identityEndpoints.inviteUser, { body }));

export const useSetUserAccess = () =>
  useUsersMutation(({ id, ...body }: StaffUserAccess & { id: string }) =>
    call(identityEndpoints.setUserAccess, { params: { id }, body }),
  );

export const useSetUserDisabled = () =>
  useUsersMutation(({ id, disabled }: { id: string; disabled: boolean }) =>
    call(identityEndpoints.setUserDisabled, { params: { id }, body: { disabled } }),
  );

export const useResetUserPassword = () =>
  useUsersMutation((id: string) => call(identityEndpoints.resetUserPassword, { params: { id } }));

export const useResetUserSecondFactor = () =>
  useUsersMutation((id: string) => call(identityEndpoints.resetUserSecondFactor, { params: { id } }));

export const useSetSecondFactorPolicy = () =>
  useUsersMutation((body: SecondFactorPolicy) => call(identityEndpoints.setSecondFactorPolicy, { body }));
