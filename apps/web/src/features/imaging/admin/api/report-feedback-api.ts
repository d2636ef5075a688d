import type { ReportFeedbackQuery } from '@rb/contracts';
import { adminImagingEndpoints as endpoints } from '@rb/contracts/imaging/imaging.admin.routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, download } from '../../../../lib/api-client';

/** Referrers' feedback on the signed-in radiologist's reports (the admin's: everyone's), filtered. */
export const useReportFeedback = (query: ReportFeedbackQuery) =>
  useQuery({
    queryKey: ['admin', 'imaging', 'report-feedback', query],
    queryFn: ({ signal }) => call(endpoints.listReportFeedback, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The same filters as a CSV file, downloaded with the staff token. */
export const downloadReportFeedbackCsv = (query: ReportFeedbackQuery) =>
  download(endpoints.exportReportFeedback, { query }, 'report-feedback.csv');
