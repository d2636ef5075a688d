import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { reportFeedbackPage, reportFeedbackQuery, worklist, worklistQuery } from './imaging.admin.schemas';

/** The radiologist's screens (issue 42): staff bearer token; a radiologist sees their own work. */
const tags = ['imaging', 'admin'];

export const adminImagingEndpoints = {
  /** `report_feedback.read`: a radiologist's own reports, the admin's all; others 403. */
  listReportFeedback: endpoint({
    method: 'GET',
    path: '/api/admin/imaging/report_feedback',
    summary: "Referrers' report-quality feedback with averages, per study and per radiologist",
    tags,
    query: reportFeedbackQuery,
    response: reportFeedbackPage,
  }),
  exportReportFeedback: endpoint({
    method: 'GET',
    path: '/api/admin/imaging/report_feedback/export',
    summary: 'The filtered report-quality feedback as CSV (text/csv)',
    tags,
    query: reportFeedbackQuery,
    response: z.unknown(),
  }),
  /** `imaging.worklist`: studies of the radiologist's clinics, each opened through `direct`. */
  worklist: endpoint({
    method: 'GET',
    path: '/api/admin/imaging/worklist',
    summary: "The radiologist's worklist: studies with images and their report's state",
    tags,
    query: worklistQuery,
    response: worklist,
  }),
};
