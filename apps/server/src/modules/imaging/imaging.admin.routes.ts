import { adminImagingEndpoints as endpoints, type ReportFeedbackFilters } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/route';
import { takesAll } from '../identity/identity.policy';
import { requireStaff } from '../identity/staff-guard';
import type { ImagingAdminService } from './imaging.admin.service';

/**
 * `report_feedback.read` on the radiologist asked for (404 for another's, to a radiologist), and
 * whose reports the list covers: the one asked for, everyone's for the admin, else the caller's own.
 * The read is audited: the feedback names studies of patients.
 */
async function feedbackScope(request: FastifyRequest, filters: ReportFeedbackFilters, object: string) {
  const principal = await requireStaff(
    request,
    'report_feedback.read',
    filters.radiologist ? { reporterSubject: filters.radiologist } : undefined,
    { audit: { object } },
  );
  if (filters.radiologist) return filters.radiologist;
  return takesAll(principal, 'report_feedback.read') ? undefined : principal.subject;
}

/** The radiologist's screens (issue 42): the feedback on their reports and their worklist. */
export function registerImagingAdminRoutes(server: FastifyInstance, service: ImagingAdminService) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeOf(endpoints.listReportFeedback),
    handler: async (request, reply) => {
      const reportedBy = await feedbackScope(request, request.query, 'report_feedback:list');
      reply.header('cache-control', 'no-store');
      return service.feedback(request.query, reportedBy);
    },
  });

  app.route({
    ...routeOf(endpoints.exportReportFeedback),
    handler: async (request, reply) => {
      const reportedBy = await feedbackScope(request, request.query, 'report_feedback:export');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="report-feedback-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(await service.feedbackCsv(request.query, reportedBy));
    },
  });

  app.route({
    ...routeOf(endpoints.worklist),
    handler: async (request, reply) => {
      const { clinicId } = request.query;
      const principal = await requireStaff(request, 'imaging.worklist', clinicId ? { clinicId } : undefined, {
        audit: { object: 'imaging:worklist' },
      });
      reply.header('cache-control', 'no-store');
      return service.worklist(
        request.query,
        takesAll(principal, 'imaging.worklist') ? undefined : principal.clinicIds,
      );
    },
  });
}
