import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { AttachmentsService } from '../attachments/attachments.service';
import type { CatalogService } from '../catalog/catalog.service';
import { createCheckInRepository } from '../check-in/check-in.repository';
import { checkInOpensMinutes } from '../check-in/check-in.rules';
import type { NotificationsService } from '../notifications/notifications.service';
import { createReferrerRepository } from '../referrer/referrer.repository';
import type { StaffReports } from '../results/results.admin.service';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { registerAppointmentNotesRoutes } from './appointment-notes.admin.routes';
import { createAppointmentAdminRepository } from './appointments.admin.repository';
import { registerAppointmentAdminRoutes } from './appointments.admin.routes';
import { createAppointmentAdminService } from './appointments.admin.service';
import type { AppointmentsService } from './appointments.service';
import { registerDaySheetRoutes } from './day-sheet.admin.routes';
import { createStaffBookingRepository } from './staff-booking.admin.repository';
import { registerStaffBookingRoutes } from './staff-booking.admin.routes';

/**
 * Staff calls on appointments (issue 14): the day sheet, the appointment view with its actions and
 * notes, and booking for a caller. Every route asks the staff guard (policy and audit) first.
 * Returns the staff view of appointments, which report release (results) checks its slugs against,
 * and the staff actions' service (the FHIR interface cancels through it).
 */
export function registerAppointmentsAdminModule(
  app: FastifyInstance,
  deps: AppDeps,
  collaborators: {
    scheduling: SchedulingService;
    catalog: CatalogService;
    notifications: NotificationsService;
    reports: StaffReports;
    appointments: AppointmentsService;
    attachments: AttachmentsService;
  },
) {
  registerDaySheetRoutes(app, deps);
  const checkIn = createCheckInRepository(deps.db);
  const appointments = createAppointmentAdminRepository(deps.db, {
    checkInOpensMinutes: async (clinicId, trx) =>
      checkInOpensMinutes(await checkIn.clinicSetting(clinicId, trx), deps.env.CHECK_IN_OPENS_MINUTES),
    releaseDelayMinutes: async (trx) =>
      (await collaborators.reports.repository.readSettings(trx)).releaseDelayMinutes,
    now: () => deps.clock.now(),
  });
  const service = createAppointmentAdminService(deps, appointments, {
    ...collaborators,
    referrers: createReferrerRepository(deps.db),
  });
  registerAppointmentAdminRoutes(app, appointments, service);
  registerStaffBookingRoutes(app, deps, createStaffBookingRepository(deps.db), collaborators);
  registerAppointmentNotesRoutes(app, deps, appointments, collaborators.attachments);
  return { appointments, service };
}
