import { scheduleAdminEndpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { routeOf } from '../../platform/route';
import { createStrandedBookings } from '../appointments/stranded-bookings';
import { createAuditService } from '../audit/audit.service';
import type { PolicyAction } from '../identity/identity.policy';
import { requireStaff } from '../identity/staff-guard';
import type { NotificationsService } from '../notifications/notifications.service';
import { type HolidayImportReport, scheduleChanges } from './schedule-admin.changes';
import { createScheduleAdminRepository } from './schedule-admin.repository';
import { createScheduleAdminService, type ScheduleActor } from './schedule-admin.service';
import { listenForScheduleChanges } from './schedule-changes';
import { createSchedulingRepository } from './scheduling.repository';
import type { SchedulingService } from './scheduling.service';

/**
 * Staff's schedule of a clinic (issue 39). Templates are the admin's; a clinic's staff read its
 * schedule and change its closures, blocked time, extra sessions and device status; another
 * clinic's schedule is 404 to them. Every instance forgets its cached schedule on any saved change.
 */
export async function registerSchedulingAdmin(
  server: FastifyInstance,
  deps: AppDeps,
  collaborators: {
    scheduling: SchedulingService;
    notifications: NotificationsService;
    /** The catalogue's cached clinics, which its staff changes announce on the same channel. */
    catalogChanged: () => void;
  },
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const repository = createScheduleAdminRepository(deps.db);
  const scheduling = createSchedulingRepository(deps.db);
  const service = createScheduleAdminService(deps, {
    repository,
    scheduling,
    bookings: createStrandedBookings(deps, collaborators.notifications),
    audit: createAuditService(deps),
    scheduleChanged: collaborators.scheduling.scheduleChanged,
  });
  const changes = scheduleChanges(repository, scheduling.holidays);
  const listener = await listenForScheduleChanges(deps, () => {
    collaborators.scheduling.scheduleChanged();
    collaborators.catalogChanged();
  });
  server.addHook('onClose', async () => {
    await listener.close().catch((error) => deps.log.warn({ err: error }, 'schedule listener did not close'));
  });

  async function actor(
    request: FastifyRequest,
    action: PolicyAction,
    clinicId: number,
  ): Promise<ScheduleActor> {
    const principal = await requireStaff(request, action, { clinicId });
    return {
      subject: principal.subject,
      roles: principal.roles,
      origin: { ip: request.ip ?? null, requestId: request.id },
    };
  }

  app.route({
    ...routeOf(scheduleAdminEndpoints.getSchedule),
    handler: async (request) => {
      await actor(request, 'schedules.read', request.params.clinicId);
      return service.readSchedule(request.params.clinicId);
    },
  });
  app.route({
    ...routeOf(scheduleAdminEndpoints.saveTemplate),
    handler: async (request) => {
      const { clinicId, deviceId } = request.params;
      const who = await actor(request, 'schedules.templates', clinicId);
      return service.run(who, changes.saveTemplate(clinicId, deviceId, request.body));
    },
  });
  app.route({
    ...routeOf(scheduleAdminEndpoints.setDeviceStatus),
    handler: async (request) => {
      const { clinicId, deviceId } = request.params;
      const who = await actor(request, 'schedules.exceptions', clinicId);
      return service.run(who, changes.setDeviceStatus(clinicId, deviceId, request.body));
    },
  });
  app.route({
    ...routeOf(scheduleAdminEndpoints.addClosure),
    handler: async (request) => {
      const who = await actor(request, 'schedules.exceptions', request.params.clinicId);
      return service.run(who, changes.addClosure(request.params.clinicId, request.body));
    },
  });
  app.route({
    ...routeOf(scheduleAdminEndpoints.importHolidays),
    handler: async (request) => {
      const who = await actor(request, 'schedules.exceptions', request.params.clinicId);
      const report: HolidayImportReport = { holidays: [], alreadyClosed: 0 };
      const outcome = await service.run(
        who,
        changes.importHolidays(request.params.clinicId, request.body, report),
      );
      return { ...outcome, ...report };
    },
  });
  app.route({
    ...routeOf(scheduleAdminEndpoints.addBlock),
    handler: async (request) => {
      const who = await actor(request, 'schedules.exceptions', request.params.clinicId);
      return service.run(who, changes.addBlock(request.params.clinicId, request.body));
    },
  });
  app.route({
    ...routeOf(scheduleAdminEndpoints.removeException),
    handler: async (request) => {
      const { clinicId, id } = request.params;
      const who = await actor(request, 'schedules.exceptions', clinicId);
      return service.run(who, changes.removeException(clinicId, id, request.body));
    },
  });
  app.route({
    ...routeOf(scheduleAdminEndpoints.addExtraSession),
    handler: async (request) => {
      const who = await actor(request, 'schedules.exceptions', request.params.clinicId);
      return service.run(who, changes.addExtraSession(request.params.clinicId, request.body));
    },
  });
  app.route({
    ...routeOf(scheduleAdminEndpoints.removeExtraSession),
    handler: async (request) => {
      const { clinicId, id } = request.params;
      const who = await actor(request, 'schedules.exceptions', clinicId);
      return service.run(who, changes.removeExtraSession(clinicId, id, request.body));
    },
  });
}
