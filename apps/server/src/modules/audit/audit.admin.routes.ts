import { Readable } from 'node:stream';
import { adminAuditLogEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { routeOf } from '../../platform/route';
import { requireStaff } from '../identity/staff-guard';
import { AUDIT_CSV_HEADER, auditCsvLine } from './audit.admin.csv';
import { type AuditLogRepository, createAuditLogRepository } from './audit.admin.repository';

async function* csvOf(repository: AuditLogRepository, filters: Parameters<AuditLogRepository['all']>[0]) {
  yield AUDIT_CSV_HEADER;
  for await (const entry of repository.all(filters)) yield auditCsvLine(entry);
}

/**
 * The audit log (issue 14 §9), the admin's alone (decision 0017). Reading it is itself audited:
 * it names patients and who looked at them.
 */
export function registerAuditLogRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db'>) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const repository = createAuditLogRepository(deps.db);

  typed.route({
    ...routeOf(endpoints.listAuditEvents),
    handler: async (request) => {
      await requireStaff(request, 'audit.read', undefined, { audit: { object: 'audit_events:list' } });
      return repository.page(request.query);
    },
  });

  typed.route({
    ...routeOf(endpoints.exportAuditEvents),
    handler: async (request, reply) => {
      await requireStaff(request, 'audit.read', undefined, { audit: { object: 'audit_events:export' } });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-events-${day}.csv"`)
        .send(Readable.from(csvOf(repository, request.query)));
    },
  });
}
