import type { CancelForm, RescheduleRequest } from '@rb/contracts';
import { portalEndpoints } from '@rb/contracts/portal/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const portalAppointmentsQuery = (bookingKey: string) =>
  queryOptions({
    queryKey: ['portal', 'appointments', bookingKey],
    queryFn: ({ signal }) =>
      call(portalEndpoints.appointmentsByBookingKey, { params: { bookingKey }, signal }),
    retry: false,
  });

/** The appointments of the booking key; only called once the session has proved the booking. */
export const usePortalAppointments = (bookingKey: string, enabled: boolean) =>
  useQuery({ ...portalAppointmentsQuery(bookingKey), enabled });

/** Every change answers the changed appointment; the list is reloaded so statuses stay true. */
function useAppointmentChange<V>(bookingKey: string, mutationFn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: portalAppointmentsQuery(bookingKey).queryKey }),
  });
}

/** Cancels, or declines, an appointment with the patient's reason. */
export const useEndAppointment = (bookingKey: string) =>
  useAppointmentChange(
    bookingKey,
    ({ slug, kind, form }: { slug: string; kind: 'cancel' | 'decline'; form: CancelForm }) =>
      call(kind === 'cancel' ? portalEndpoints.cancel : portalEndpoints.decline, {
        params: { id: slug },
        body: form,
      }),
  );

export const useRescheduleAppointment = (bookingKey: string) =>
  useAppointmentChange(bookingKey, ({ slug, body }: { slug: string; body: RescheduleRequest }) =>
    call(portalEndpoints.reschedule, { params: { id: slug }, body }),
  );

export const useConfirmAppointment = (bookingKey: string) =>
  useAppointmentChange(bookingKey, (slug: string) => call(portalEndpoints.confirm, { params: { id: slug } }));
