import type { UploadAppointmentReport } from '@rb/contracts';
import { adminReportEndpoints as ops } from '@rb/contracts/results/results.admin.routes';
import { call } from '../../../../lib/api-client';
import { useOperation } from '../../../admin';

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
