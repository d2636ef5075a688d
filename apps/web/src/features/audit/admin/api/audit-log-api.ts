import type { AuditLogExportQuery, AuditLogQuery } from '@rb/contracts';
import { adminAuditLogEndpoints as endpoints } from '@rb/contracts/audit/audit.admin.routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, call, serverErrorKey } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

export const useAuditEvents = (query: AuditLogQuery) =>
  useQuery({
    queryKey: ['admin', 'audit-events', query],
    queryFn: ({ signal }) => call(endpoints.listAuditEvents, { query, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * The CSV export with the staff token: a link cannot carry the Authorization header, so the file is
 * fetched and handed to the browser as a download.
 */
export async function downloadAuditCsv(query: AuditLogExportQuery, token: string | null): Promise<void> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, String(value));
  const response = await fetch(`${endpoints.exportAuditEvents.path}?${search}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof problem?.message === 'string' ? problem.message : serverErrorKey(response.status);
    throw new ApiError({ status: response.status, title: 'Error', message });
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'audit.csv';
  saveFile(await response.blob(), name);
}
