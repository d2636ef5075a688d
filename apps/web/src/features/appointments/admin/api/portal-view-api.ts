import { patientAuthEndpoints } from '@rb/contracts/patient-auth/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { authenticationQuery } from '../../../patient-auth';

/**
 * POST /api/admin/appointments/{slug}/portal_view: this browser gets a read-only patient session for
 * the booking (§2, §6); the patient session the web knows is fetched again before the portal opens.
 */
export function useOpenPortalView(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(patientAuthEndpoints.staffPortalView, { params: { slug } }),
    onSuccess: () => queryClient.removeQueries({ queryKey: authenticationQuery().queryKey }),
  });
}
