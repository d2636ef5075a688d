import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { BookingNotifications } from '../appointments/booking-ports';
import type { CatalogService } from '../catalog/catalog.service';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { registerDaySheetRoutes } from './day-sheet.routes';
import { createEnquiryTriageRepository } from './enquiry-triage.repository';
import { registerEnquiryTriageRoutes } from './enquiry-triage.routes';
import { createEnquiryTriageService } from './enquiry-triage.service';

/**
 * The admin panel's daily operations (issue 14): the day sheet and enquiry triage. Every route asks
 * the staff guard (policy and audit) first.
 */
export function registerAdminOperationsModule(
  app: FastifyInstance,
  deps: AppDeps,
  collaborators: {
    scheduling: SchedulingService;
    catalog: CatalogService;
    notifications: BookingNotifications;
  },
) {
  registerDaySheetRoutes(app, deps);
  const enquiries = createEnquiryTriageRepository(deps.db);
  registerEnquiryTriageRoutes(app, enquiries, createEnquiryTriageService(deps, enquiries, collaborators));
}
