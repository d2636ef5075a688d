import type { StaffBookingRequest, StaffBookingResponse } from '@rb/contracts';
import { adminStaffBookingEndpoints as endpoints } from '@rb/contracts/appointments/staff-work.admin.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import type { SlotSource } from '../../../scheduling';

/** Free slots as staff see them: their clinics only, enquiry-only exams included. */
export const staffSlotSource: SlotSource = {
  key: 'staff',
  fetch: (body, signal) => call(endpoints.staffSlots, { body, signal }),
};

export const usePatientLookup = (search: string) =>
  useQuery({
    queryKey: ['admin', 'staff-booking', 'patients', search],
    queryFn: ({ signal }) => call(endpoints.lookupPatients, { query: { search }, signal }),
    enabled: search.trim().length >= 2,
  });

export const useBookForPatient = () => {
  const queryClient = useQueryClient();
  return useMutation<StaffBookingResponse, Error, StaffBookingRequest>({
    mutationFn: (body) => call(endpoints.bookForPatient, { body }),
    // The day sheet and the slot lists now show the new appointment.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'operations'] }),
  });
};
