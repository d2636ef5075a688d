import type { AppointmentReferrer, CancelAppointmentByStaff } from '@rb/contracts';
import { adminAppointmentEndpoints as ops } from '@rb/contracts/appointments/appointments.admin.routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { OPS, useOperation } from '../../../admin';

export const useDaySheet = (clinicId: number | null, date: string) =>
  useQuery({
    queryKey: [...OPS, 'day-sheet', clinicId, date],
    queryFn: ({ signal }) =>
      call(ops.daySheet, { params: { clinicId: clinicId as number }, query: { date }, signal }),
    enabled: clinicId !== null,
    placeholderData: keepPreviousData,
  });

export const useAdminAppointment = (slug: string) =>
  useQuery({
    queryKey: [...OPS, 'appointment', slug],
    queryFn: ({ signal }) => call(ops.getAppointment, { params: { slug }, signal }),
  });

/** The appointment actions without a body, by the name the page's buttons use. */
const simpleActions = {
  confirm: ops.confirmAppointment,
  arrived: ops.markAppointmentArrived,
  no_show: ops.markAppointmentNoShow,
  undo_attendance: ops.undoAppointmentAttendance,
} as const;
export type SimpleAppointmentAction = keyof typeof simpleActions;

export const useAppointmentAction = (slug: string) =>
  useOperation((action: SimpleAppointmentAction) => call(simpleActions[action], { params: { slug } }));
export const useResendConfirmation = (slug: string) =>
  useOperation(() => call(ops.resendAppointmentConfirmation, { params: { slug } }));
export const useCancelAppointment = (slug: string) =>
  useOperation((body: CancelAppointmentByStaff) => call(ops.cancelAppointment, { params: { slug }, body }));
export const useSetReferrer = (slug: string) =>
  useOperation((body: AppointmentReferrer) => call(ops.setAppointmentReferrer, { params: { slug }, body }));
