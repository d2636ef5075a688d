import { adminReportEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import type { AppointmentAdminRepository } from '../appointments/appointments.admin.repository';
import { requireStaff } from '../identity/staff-guard';
import type { ResultsAdminService } from './results.admin.service';

/** Report release calls (issue 14 §7): results.write on the appointment's clinic, audited with it. */
export function registerResultsAdminRoutes(
  app: FastifyInstance,
  appointments: AppointmentAdminRepository,
  service: ResultsAdminService,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function requireAppointment(request: FastifyRequest, slug: string, object: string) {
    await request.server.staffGuard.authenticate(request);
    const head = await appointments.head(slug);
    if (!head) {
      await requireStaff(request, 'results.write');
      throw notFound();
    }
    const principal = await requireStaff(
      request,
      'results.write',
      { clinicId: head.clinicId },
      { audit: { object: `${object}:${head.id}`, booking: { kind: 'APPOINTMENT', ref: head.bookingKey } } },
    );
    return { appointmentId: head.id, principal };
  }

  typed.route({
    ...routeOf(endpoints.uploadReport),
    handler: async (request, reply) => {
      const { appointmentId, principal } = await requireAppointment(
        request,
        request.params.slug,
        'report.upload',
      );
      const report = await service.upload(appointmentId, request.body, principal);
      reply.code(201);
      return report;
    },
  });

  typed.route({
    ...routeOf(endpoints.setReportRelease),
    handler: async (request) => {
      const { slug, reportId } = request.params;
      const { appointmentId } = await requireAppointment(request, slug, `report.release_at.${reportId}`);
      return service.setRelease(appointmentId, reportId, request.body);
    },
  });

  typed.route({
    ...routeOf(endpoints.releaseReportNow),
    handler: async (request) => {
      const { slug, reportId } = request.params;
      const { appointmentId } = await requireAppointment(request, slug, `report.release_now.${reportId}`);
      return service.releaseNow(appointmentId, reportId);
    },
  });

  typed.route({
    ...routeOf(endpoints.withdrawReport),
    handler: async (request) => {
      const { slug, reportId } = request.params;
      const { appointmentId } = await requireAppointment(request, slug, `report.withdraw.${reportId}`);
      return service.withdraw(appointmentId, reportId, request.body);
    },
  });
}
