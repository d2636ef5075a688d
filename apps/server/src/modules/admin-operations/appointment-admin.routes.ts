import { adminOperationsEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import { requireStaff } from '../identity/staff-guard';
import type { AppointmentAdminRepository } from './appointment-admin.repository';
import type { AppointmentAdminService } from './appointment-admin.service';

/** Appointment view and actions (issue 14 §2): clinic staff of the appointment's clinic, or an admin. */
export function registerAppointmentAdminRoutes(
  app: FastifyInstance,
  repository: AppointmentAdminRepository,
  service: AppointmentAdminService,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** The right on one appointment, audited with its booking; 404 for an unknown or foreign one alike. */
  async function requireAppointment(request: FastifyRequest, slug: string, object: string) {
    await request.server.staffGuard.authenticate(request);
    const head = await repository.head(slug);
    if (!head) {
      await requireStaff(request, 'appointments.manage');
      throw notFound();
    }
    const principal = await requireStaff(
      request,
      'appointments.manage',
      { clinicId: head.clinicId },
      { audit: { object: `${object}:${head.id}`, booking: { kind: 'APPOINTMENT', ref: head.bookingKey } } },
    );
    return principal.subject;
  }

  typed.route({
    ...routeOf(endpoints.getAppointment),
    handler: async (request) => {
      await requireAppointment(request, request.params.slug, 'appointment');
      const view = await repository.view(request.params.slug);
      if (!view) throw notFound();
      return view;
    },
  });

  typed.route({
    ...routeOf(endpoints.confirmAppointment),
    handler: async (request) =>
      service.confirm(
        request.params.slug,
        await requireAppointment(request, request.params.slug, 'appointment.confirm'),
      ),
  });

  typed.route({
    ...routeOf(endpoints.rescheduleAppointment),
    handler: async (request) =>
      service.reschedule(
        request.params.slug,
        await requireAppointment(request, request.params.slug, 'appointment.reschedule'),
        request.body,
      ),
  });

  typed.route({
    ...routeOf(endpoints.cancelAppointment),
    handler: async (request) =>
      service.cancel(
        request.params.slug,
        await requireAppointment(request, request.params.slug, 'appointment.cancel'),
        request.body,
      ),
  });

  typed.route({
    ...routeOf(endpoints.markAppointmentArrived),
    handler: async (request) =>
      service.arrived(
        request.params.slug,
        await requireAppointment(request, request.params.slug, 'appointment.arrived'),
      ),
  });

  typed.route({
    ...routeOf(endpoints.markAppointmentNoShow),
    handler: async (request) =>
      service.noShow(
        request.params.slug,
        await requireAppointment(request, request.params.slug, 'appointment.no_show'),
      ),
  });

  typed.route({
    ...routeOf(endpoints.resendAppointmentConfirmation),
    handler: async (request, reply) => {
      await service.resend(
        request.params.slug,
        await requireAppointment(request, request.params.slug, 'appointment.resend'),
      );
      reply.code(202);
      return { queued: true as const };
    },
  });
}
