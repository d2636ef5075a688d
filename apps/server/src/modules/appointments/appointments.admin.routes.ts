import { adminAppointmentEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import { requireAppointment } from './appointments.admin.access';
import type { AppointmentAdminRepository } from './appointments.admin.repository';
import type { AppointmentAdminService } from './appointments.admin.service';

/** Appointment view and actions (issue 14 §2): clinic staff of the appointment's clinic, or an admin. */
export function registerAppointmentAdminRoutes(
  app: FastifyInstance,
  repository: AppointmentAdminRepository,
  service: AppointmentAdminService,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** The caller's subject, once they hold the audited right on the appointment. */
  const staffOn = async (request: FastifyRequest, slug: string, object: string) =>
    (await requireAppointment(request, repository, slug, object)).principal.subject;

  typed.route({
    ...routeOf(endpoints.getAppointment),
    handler: async (request) => {
      await staffOn(request, request.params.slug, 'appointment');
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
        await staffOn(request, request.params.slug, 'appointment.confirm'),
      ),
  });

  typed.route({
    ...routeOf(endpoints.rescheduleAppointment),
    handler: async (request) =>
      service.reschedule(
        request.params.slug,
        await staffOn(request, request.params.slug, 'appointment.reschedule'),
        request.body,
      ),
  });

  typed.route({
    ...routeOf(endpoints.cancelAppointment),
    handler: async (request) =>
      service.cancel(
        request.params.slug,
        await staffOn(request, request.params.slug, 'appointment.cancel'),
        request.body,
      ),
  });

  typed.route({
    ...routeOf(endpoints.markAppointmentArrived),
    handler: async (request) =>
      service.arrived(
        request.params.slug,
        await staffOn(request, request.params.slug, 'appointment.arrived'),
      ),
  });

  typed.route({
    ...routeOf(endpoints.markAppointmentNoShow),
    handler: async (request) =>
      service.noShow(request.params.slug, await staffOn(request, request.params.slug, 'appointment.no_show')),
  });

  typed.route({
    ...routeOf(endpoints.undoAppointmentAttendance),
    handler: async (request) =>
      service.undoAttendance(
        request.params.slug,
        await staffOn(request, request.params.slug, 'appointment.attendance_undo'),
      ),
  });

  typed.route({
    ...routeOf(endpoints.setAppointmentReferrer),
    handler: async (request) => {
      await staffOn(request, request.params.slug, 'appointment.referrer');
      return service.setReferrer(request.params.slug, request.body);
    },
  });

  typed.route({
    ...routeOf(endpoints.resendAppointmentConfirmation),
    handler: async (request, reply) => {
      await service.resend(
        request.params.slug,
        await staffOn(request, request.params.slug, 'appointment.resend'),
      );
      reply.code(202);
      return { queued: true as const };
    },
  });
}
