import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { AttachmentsService } from '../attachments/attachments.service';
import { registerAuditLogRoutes } from '../audit/audit.admin.routes';
import { createEnquiryTriageRepository } from '../booking-requests/booking-requests.admin.repository';
import { registerEnquiryTriageRoutes } from '../booking-requests/booking-requests.admin.routes';
import { createEnquiryTriageService } from '../booking-requests/booking-requests.admin.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { createReferrerRepository } from '../referrer/referrer.repository';
import { registerResultsAdminRoutes } from '../results/results.admin.routes';
import { createResultsAdminService, type StaffReports } from '../results/results.admin.service';
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
 * The admin panel's daily operations (issue 14): the day sheet, enquiry
 * triage, the appointment view with its actions and report release. Every route asks
 * the staff guard (policy and audit) first.
 */
export function registerAdminOperationsModule(
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
  const enquiries = createEnquiryTriageRepository(deps.db);
  registerEnquiryTriageRoutes(app, enquiries, createEnquiryTriageService(deps, enquiries, collaborators));
  const appointments = createAppointmentAdminRepository(deps.db, {
    releaseDelayMinutes: async (trx) =>
      (await collaborators.reports.repository.readSettings(trx)).releaseDelayMinutes,
    now: () => deps.clock.now(),
  });
  registerAppointmentAdminRoutes(
    app,
    appointments,
    createAppointmentAdminService(deps, appointments, {
      ...collaborators,
      referrers: createReferrerRepository(deps.db),
    }),
  );
  registerResultsAdminRoutes(app, appointments, createResultsAdminService(deps, collaborators.reports));
  registerStaffBookingRoutes(app, deps, createStaffBookingRepository(deps.db), collaborators);
  registerAuditLogRoutes(app, deps);
  registerAppointmentNotesRoutes(app, deps, appointments, collaborators.attachments);
}
