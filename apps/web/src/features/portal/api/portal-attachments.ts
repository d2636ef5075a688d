import type { AttachmentUpdate, BookingRequestAttachments } from '@rb/contracts';
import { attachmentsEndpoints } from '@rb/contracts/attachments/routes';
import { portalAttachmentsEndpoints } from '@rb/contracts/portal/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type OwnerKind = 'appointment' | 'bookingRequest';

const attachmentsQuery = (kind: OwnerKind, id: string) =>
  queryOptions({
    queryKey: ['portal', 'attachments', kind, id],
    // One shape for both owners: only a booking request's exams name required documents (§3 examDocumentTypes).
    queryFn: async ({ signal }): Promise<BookingRequestAttachments> =>
      kind === 'bookingRequest'
        ? call(portalAttachmentsEndpoints.bookingRequest.list, { params: { id }, signal })
        : {
            attachments: await call(portalAttachmentsEndpoints.appointment.list, { params: { id }, signal }),
            examDocumentTypes: [],
          },
  });

export const useOwnerAttachments = (kind: OwnerKind, id: string) => useQuery(attachmentsQuery(kind, id));

export const useDocumentTypes = () =>
  useQuery({
    queryKey: ['attachments', 'document-types'],
    queryFn: ({ signal }) => call(attachmentsEndpoints.listDocumentTypes, { signal }),
    staleTime: 5 * 60_000,
  });

function useAttachmentChange<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Counts and referral links on the page depend on the files too: reload the portal's reads.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['portal'] }),
  });
}

/** Upload: multipart with the file and its document type; the server checks the type by content. */
export const useUploadAttachment = (kind: OwnerKind, id: string) =>
  useAttachmentChange(({ file, documentTypeId }: { file: File; documentTypeId: number | null }) => {
    const form = new FormData();
    if (documentTypeId) form.set('documentTypeId', String(documentTypeId));
    form.set('file', file);
    return call(portalAttachmentsEndpoints[kind].upload, { params: { id }, body: form });
  });

export const useDeleteAttachment = (kind: OwnerKind, id: string) =>
  useAttachmentChange((attachmentId: number) =>
    call(portalAttachmentsEndpoints[kind].remove, { params: { id, attachmentId } }),
  );

/** §6 admin portal: change an attachment's document type or description. */
export const useUpdateAttachment = (kind: OwnerKind, id: string) =>
  useAttachmentChange(({ attachmentId, body }: { attachmentId: number; body: AttachmentUpdate }) =>
    call(portalAttachmentsEndpoints[kind].update, { params: { id, attachmentId }, body }),
  );

export const useReferralLinks = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['portal', 'referral-links', id],
    queryFn: ({ signal }) =>
      call(portalAttachmentsEndpoints.bookingRequest.referralLinks, { params: { id }, signal }),
    enabled,
  });
