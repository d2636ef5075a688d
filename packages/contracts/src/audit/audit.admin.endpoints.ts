import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { auditLogExportQuery, auditLogPage, auditLogQuery } from './audit.admin.schemas';

/** The audit log (issue 14 §9): the admin's alone, with the staff bearer token. */
const tags = ['admin-operations', 'admin'];

export const adminAuditLogEndpoints = {
  listAuditEvents: endpoint({
    method: 'GET',
    path: '/api/admin/audit_events',
    summary: 'Admin: audit events filtered by patient, user, action and time, newest first, paged',
    tags,
    query: auditLogQuery,
    response: auditLogPage,
  }),
  exportAuditEvents: endpoint({
    method: 'GET',
    path: '/api/admin/audit_events/export',
    summary: 'Admin: the filtered audit events as CSV (text/csv, streamed)',
    tags,
    query: auditLogExportQuery,
    response: z.unknown(),
  }),
};
