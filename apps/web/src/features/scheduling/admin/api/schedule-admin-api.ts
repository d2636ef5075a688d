import type {
  BlockRequest,
  ClosureRequest,
  DeviceStatusRequest,
  HolidayImportRequest,
  RemoveRequest,
  SaveTemplateRequest,
  ScheduleChangeOutcome,
} from '@rb/contracts';
import { scheduleAdminEndpoints } from '@rb/contracts/scheduling/schedule-admin.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

const scheduleKey = (clinicId: number) => ['admin', 'schedule', clinicId] as const;

export const useClinicSchedule = (clinicId: number) =>
  useQuery({
    queryKey: scheduleKey(clinicId),
    queryFn: () => call(scheduleAdminEndpoints.getSchedule, { params: { clinicId } }),
  });

/** One capacity change of a clinic's schedule, as the stranding dialog resends it with decisions. */
export type ScheduleChange =
  | { kind: 'template'; deviceId: number; body: SaveTemplateRequest }
  | { kind: 'status'; deviceId: number; body: DeviceStatusRequest }
  | { kind: 'closure'; body: ClosureRequest }
  | { kind: 'block'; body: BlockRequest }
  | { kind: 'holidays'; body: HolidayImportRequest }
  | { kind: 'remove'; id: number; body: RemoveRequest };

function send(clinicId: number, change: ScheduleChange): Promise<ScheduleChangeOutcome> {
  switch (change.kind) {
    case 'template':
      return call(scheduleAdminEndpoints.saveTemplate, {
        params: { clinicId, deviceId: change.deviceId },
        body: change.body,
      });
    case 'status':
      return call(scheduleAdminEndpoints.setDeviceStatus, {
        params: { clinicId, deviceId: change.deviceId },
        body: change.body,
      });
    case 'closure':
      return call(scheduleAdminEndpoints.addClosure, { params: { clinicId }, body: change.body });
    case 'block':
      return call(scheduleAdminEndpoints.addBlock, { params: { clinicId }, body: change.body });
    case 'holidays':
      return call(scheduleAdminEndpoints.importHolidays, { params: { clinicId }, body: change.body });
    case 'remove':
      return call(scheduleAdminEndpoints.removeException, {
        params: { clinicId, id: change.id },
        body: change.body,
      });
  }
}

/**
 * Sends a change; the answer carries the schedule as it now is, which replaces the cached one (a
 * change that stranded bookings answers unsaved, with the schedule unchanged).
 */
export function useScheduleChange(clinicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ScheduleChange) => send(clinicId, change),
    onSuccess: (outcome) => queryClient.setQueryData(scheduleKey(clinicId), outcome.schedule),
    onError: () => queryClient.invalidateQueries({ queryKey: scheduleKey(clinicId) }),
  });
}

/** What an iCalendar file would close and strand, without saving (the schedule stays as cached). */
export const useHolidayCheck = (clinicId: number) =>
  useMutation({
    mutationFn: (body: Omit<HolidayImportRequest, 'dryRun' | 'decisions'>) =>
      call(scheduleAdminEndpoints.importHolidays, { params: { clinicId }, body: { ...body, dryRun: true } }),
  });
