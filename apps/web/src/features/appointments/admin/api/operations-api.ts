import type {
  AppointmentReferrer,
  CancelAppointmentByStaff,
  ConvertEnquiry,
  EnquiryListQuery,
  LogEnquiryCall,
  UploadAppointmentReport,
} from '@rb/contracts';
import { adminOperationsEndpoints as ops } from '@rb/contracts/admin-operations/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/** Every daily-operations read lives under this key, so any action can refresh what staff see. */
const OPS = ['admin', 'operations'] as const;

export const useDaySheet = (clinicId: number | null, date: string) =>
  useQuery({
    queryKey: [...OPS, 'day-sheet', clinicId, date],
    queryFn: ({ signal }) =>
      call(ops.daySheet, { params: { clinicId: clinicId as number }, query: { date }, signal }),
    enabled: clinicId !== null,
    placeholderData: keepPreviousData,
  });

export const useEnquiries = (query: EnquiryListQuery) =>
  useQuery({
    queryKey: [...OPS, 'enquiries', query],
    queryFn: ({ signal }) => call(ops.listEnquiries, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useEnquiry = (id: number) =>
  useQuery({
    queryKey: [...OPS, 'enquiry', id],
    queryFn: ({ signal }) => call(ops.getEnquiry, { params: { id }, signal }),
  });

export const useAdminAppointment = (slug: string) =>
  useQuery({
    queryKey: [...OPS, 'appointment', slug],
    queryFn: ({ signal }) => call(ops.getAppointment, { params: { slug }, signal }),
  });

/** An action: on success every operations read is fetched again, so pages show the server's truth. */
function useOperation<V, R>(mutationFn: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS }),
  });
}

export const useMarkWaitingForProtocol = (id: number) =>
  useOperation(() => call(ops.markEnquiryWaitingForProtocol, { params: { id } }));
export const useLogEnquiryCall = (id: number) =>
  useOperation((body: LogEnquiryCall) => call(ops.logEnquiryCall, { params: { id }, body }));
export const useCloseEnquiry = (id: number) =>
  useOperation((reason: string) => call(ops.closeEnquiry, { params: { id }, body: { reason } }));
export const useConvertEnquiry = (id: number) =>
  useOperation((body: ConvertEnquiry) => call(ops.convertEnquiry, { params: { id }, body }));

/** The appointment actions without a body, by the name the page's buttons use. */
const simpleActions = {
  confirm: ops.confirmAppointment,
  arrived: ops.markAppointmentArrived,
  no_show: ops.markAppointmentNoShow,
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
export const useUploadReport = (slug: string) =>
  useOperation((body: UploadAppointmentReport) => call(ops.uploadReport, { params: { slug }, body }));

export type ReportAction = 'release_now' | 'withdraw' | 'hold';
export const useReportAction = (slug: string) =>
  useOperation(({ reportId, action }: { reportId: number; action: ReportAction }) => {
    const params = { slug, reportId };
    if (action === 'release_now') return call(ops.releaseReportNow, { params });
    if (action === 'withdraw') return call(ops.withdrawReport, { params });
    return call(ops.setReportRelease, { params, body: { releaseAt: null } });
  });
