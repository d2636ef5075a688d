import { resultsEndpoints } from '@rb/contracts/results/routes';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/secured/results/{bookingKey}: the reports the session may see. */
export const resultsQuery = (bookingKey: string) =>
  queryOptions({
    queryKey: ['results', bookingKey],
    queryFn: () => call(resultsEndpoints.listReports, { params: { bookingKey } }),
    retry: false,
  });

/** The report PDF address (inline, or as a download); the browser sends the session cookie. */
export const reportFileUrl = (bookingKey: string, id: number, download: boolean) =>
  `/api/secured/results/${encodeURIComponent(bookingKey)}/reports/${id}${download ? '?download=true' : ''}`;

/** Creates an image-viewer link and asks for its state (§3 Image viewer response). */
export async function openImageViewer(bookingKey: string) {
  const link = await call(resultsEndpoints.createImageViewerLink, { params: { bookingKey } });
  return call(resultsEndpoints.imageViewer, { query: { input: link.imsec } });
}

/** GET /api/results/{bookingKey}/access_requirements: what the results sign-in asks for. */
export const accessRequirementsQuery = (bookingKey: string) =>
  queryOptions({
    queryKey: ['results', bookingKey, 'access-requirements'],
    queryFn: () => call(resultsEndpoints.accessRequirements, { params: { bookingKey } }),
    retry: false,
  });
