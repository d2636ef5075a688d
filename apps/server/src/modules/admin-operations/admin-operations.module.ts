import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { AttachmentsService } from '../attachments/attachments.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { createReferrerRepository } from '../referrer/referrer.repository';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { createAppointmentAdminRepository } from './appointment-admin.repository';
import { registerAppointmentAdminRoutes } from './appointment-admin.routes';
import { createAppointmentAdminService } from './appointment-admin.service';
import { registerAppointmentNotesRoutes } from './appointment-notes.routes';
import { registerAuditLogRoutes } from './audit-log.routes';
import { registerDaySheetRoutes } from './day-sheet.routes';
import { createEnquiryTriageRepository } from './enquiry-triage.repository';
import { registerEnquiryTriageRoutes } from './enquiry-triage.routes';
import { createEnquiryTriageService } from './enquiry-triage.service';
import { registerResultsAdminRoutes } from './results-admin.routes';
import { createResultsAdminService, type StaffReports } from './results-admin.service';
import { createStaffBookingRepository } from './staff-booking.repository';
import { registerStaffBookingRoutes } from './staff-booking.routes';

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
