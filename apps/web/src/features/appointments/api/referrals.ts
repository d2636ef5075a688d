import { attachmentsEndpoints } from '@rb/contracts/attachments/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const referralsKey = (bookingKey: string) => ['appointments', 'referrals', bookingKey] as const;

export const listReferrals = (bookingKey: string, signal?: AbortSignal) =>
  call(attachmentsEndpoints.listTemporaryReferrals, { params: { bookingKey }, signal });

export const referralsQuery = (bookingKey: string) =>
  queryOptions({
    queryKey: referralsKey(bookingKey),
    queryFn: ({ signal }) => listReferrals(bookingKey, signal),
  });

export const useReferrals = (bookingKey: string | null) =>
  useQuery({ ...referralsQuery(bookingKey ?? ''), enabled: !!bookingKey });

/** multipart/form-data with the file in field `file`; the server checks the type from the bytes. */
export const uploadReferral = (bookingKey: string, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(attachmentsEndpoints.uploadTemporaryReferral, { params: { bookingKey }, body: form });
};

export const deleteReferral = (bookingKey: string, id: number) =>
  call(attachmentsEndpoints.deleteTemporaryReferral, { params: { bookingKey, id } });

export function useReferralMutations(bookingKey: string | null) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: referralsKey(bookingKey ?? '') });
  const upload = useMutation({
    mutationFn: (file: File) => uploadReferral(bookingKey as string, file),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteReferral(bookingKey as string, id),
    onSuccess: refresh,
  });
  return { upload, remove };
}
