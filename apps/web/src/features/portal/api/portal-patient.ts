import { portalPatientEndpoints } from '@rb/contracts/portal/portal-patient.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const consentFormsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['portal', 'consent-forms', slug],
    queryFn: ({ signal }) => call(portalPatientEndpoints.loadConsentForms, { params: { id: slug }, signal }),
    retry: false,
  });

/** The consent forms saved for an appointment (`data` is null until the patient saves them). */
export const useConsentForms = (slug: string) => useQuery(consentFormsQuery(slug));

export function useSaveConsentForms(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Record<string, unknown>) =>
      call(portalPatientEndpoints.saveConsentForms, { params: { id: slug }, body: { data } }),
    onSuccess: (saved) => queryClient.setQueryData(consentFormsQuery(slug).queryKey, saved),
  });
}

/** §8: call-centre and callback failures are not shown as errors; the caller decides what to show. */
export const useCallCentreEmail = (bookingKey: string) =>
  useMutation({
    mutationFn: (message: string) =>
      call(portalPatientEndpoints.callCentreEmail, { params: { bookingKey }, body: { message } }),
  });

export const useCallbackRequest = (bookingKey: string) =>
  useMutation({
    mutationFn: (body: { contactNumber: string | null; preferredTime: string | null }) =>
      call(portalPatientEndpoints.callbackRequest, { params: { bookingKey }, body }),
  });
