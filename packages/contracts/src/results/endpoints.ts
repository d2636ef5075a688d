import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import {
  attachReportRequest,
  imageViewerLink,
  imageViewerQuery,
  imageViewerResponse,
  resultBookingParams,
  resultReport,
  resultReportParams,
  resultsAccessRequirements,
  resultsSettings,
  resultsView,
} from './results.schemas';

const tags = ['results'];

export const resultsEndpoints = {
  accessRequirements: endpoint({
    method: 'GET',
    path: '/api/results/{bookingKey}/access_requirements',
    summary: 'What must be proven to open results (date of birth and a code by these methods)',
    tags,
    params: resultBookingParams,
    response: resultsAccessRequirements,
  }),
  /** 410 `message.results_expired` when every report of the booking has expired. */
  listReports: endpoint({
    method: 'GET',
    path: '/api/secured/results/{bookingKey}',
    summary: 'Released reports the session may see (the patient, or a share recipient)',
    tags,
    params: resultBookingParams,
    response: resultsView,
  }),
  /** The PDF (application/pdf); `?download=true` makes it an attachment. 410 when expired. */
  reportFile: endpoint({
    method: 'GET',
    path: '/api/secured/results/{bookingKey}/reports/{id}',
    summary: 'The report PDF, inline or as a download',
    tags,
    params: resultReportParams,
    query: z.object({ download: z.enum(['true', 'false']).optional() }),
    response: z.unknown(),
  }),
  createImageViewerLink: endpoint({
    method: 'POST',
    path: '/api/secured/results/{bookingKey}/image_viewer_link',
    summary: 'An unguessable image-viewer link (imsec) for the booking',
    tags,
    params: resultBookingParams,
    response: imageViewerLink,
    status: 201,
  }),
  imageViewer: endpoint({
    method: 'GET',
    path: '/api/image_viewer',
    summary: '§3 Image viewer response for an imsec; url is null while no images exist',
    tags,
    query: imageViewerQuery,
    response: imageViewerResponse,
  }),
  attachReport: endpoint({
    method: 'POST',
    path: '/api/admin/results/reports',
    summary: 'Staff: attach a report PDF to a booking (admin token)',
    tags,
    body: attachReportRequest,
    response: resultReport,
    status: 201,
  }),
  putSettings: endpoint({
    method: 'PUT',
    path: '/api/admin/results/settings',
    summary: 'Staff: results settings such as the report-release delay (admin token)',
    tags,
    body: resultsSettings,
    response: resultsSettings,
  }),
};
