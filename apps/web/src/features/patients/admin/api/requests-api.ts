import type { ChangeRequestListQuery, ContactRequestListQuery, PatientSearchQuery } from '@rb/contracts';
import { adminRequestsEndpoints as requests } from '@rb/contracts/patients/patients.admin.routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/**
 * Change requests, call-backs and patient records (issue 14 §5, §6, §8). Reads live under the
 * operations key, so these actions also refresh the appointment page and the home's counts.
 */
const OPS = ['admin', 'operations'] as const;

export const useChangeRequests = (query: ChangeRequestListQuery) =>
  useQuery({
    queryKey: [...OPS, 'change-requests', query],
    queryFn: ({ signal }) => call(requests.listChangeRequests, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useChangeRequest = (id: number) =>
  useQuery({
    queryKey: [...OPS, 'change-request', id],
    queryFn: ({ signal }) => call(requests.getChangeRequest, { params: { id }, signal }),
  });

export const useContactRequests = (query: ContactRequestListQuery) =>
  useQuery({
    queryKey: [...OPS, 'contact-requests', query],
    queryFn: ({ signal }) => call(requests.listContactRequests, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useContactRequest = (id: number) =>
  useQuery({
    queryKey: [...OPS, 'contact-request', id],
    queryFn: ({ signal }) => call(requests.getContactRequest, { params: { id }, signal }),
  });

export const usePatientSearch = (query: PatientSearchQuery, enabled: boolean) =>
  useQuery({
    queryKey: [...OPS, 'patients', query],
    queryFn: ({ signal }) => call(requests.searchPatients, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useAdminPatient = (id: number) =>
  useQuery({
    queryKey: [...OPS, 'patient', id],
    queryFn: ({ signal }) => call(requests.getPatient, { params: { id }, signal }),
  });

function useRequestAction<V, R>(mutationFn: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS }),
  });
}

export const useApplyChangeRequest = (id: number) =>
  useRequestAction(() => call(requests.applyChangeRequest, { params: { id } }));
export const useDeclineChangeRequest = (id: number) =>
  useRequestAction((message: string) =>
    call(requests.declineChangeRequest, { params: { id }, body: { message } }),
  );

export type ContactRequestAction = 'claim' | 'done';
export const useContactRequestAction = (id: number) =>
  useRequestAction((action: ContactRequestAction) =>
    call(action === 'claim' ? requests.claimContactRequest : requests.completeContactRequest, {
      params: { id },
    }),
  );
export const useAddContactRequestNote = (id: number) =>
  useRequestAction((note: string) =>
    call(requests.addContactRequestNote, { params: { id }, body: { note } }),
  );

export const useMergePatients = (id: number) =>
  useRequestAction((duplicateId: number) =>
    call(requests.mergePatients, { params: { id }, body: { duplicateId } }),
  );
