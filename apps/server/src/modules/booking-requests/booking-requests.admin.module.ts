import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { BookingNotifications } from '../appointments/booking-ports';
import type { CatalogService } from '../catalog/catalog.service';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { createEnquiryTriageRepository } from './booking-requests.admin.repository';
import { registerEnquiryTriageRoutes } from './booking-requests.admin.routes';
import { createEnquiryTriageService } from './booking-requests.admin.service';

/** Staff calls on enquiries (issue 14 §4): the triage queue, calls logged, holds, declines, conversion. */
export function registerBookingRequestsAdminModule(
  app: FastifyInstance,
  deps: AppDeps,
  collaborators: {
    scheduling: SchedulingService;
    catalog: CatalogService;
    notifications: BookingNotifications;
  },
) {
  const enquiries = createEnquiryTriageRepository(deps.db);
  registerEnquiryTriageRoutes(app, enquiries, createEnquiryTriageService(deps, enquiries, collaborators));
}
