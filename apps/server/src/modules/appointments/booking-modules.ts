import type { FastifyInstance } from 'fastify';
import { type CaptchaVerifier, createBookingLimits } from '../../platform/booking-limits';
import type { AppDeps } from '../../platform/deps';
import { createRequestCounter } from '../../platform/request-counter';
import { createBookingRequestsRepository } from '../booking-requests/booking-requests.repository';
import { registerBookingRequestsRoutes } from '../booking-requests/booking-requests.routes';
import { createBookingRequestsService } from '../booking-requests/booking-requests.service';
import { createCatalogRepository } from '../catalog/catalog.repository';
import { registerCatalogRoutes } from '../catalog/catalog.routes';
import { createCatalogService } from '../catalog/catalog.service';
import { createPatientsRepository } from '../patients/patients.repository';
import { createPatientsService } from '../patients/patients.service';
import { createSchedulingRepository } from '../scheduling/scheduling.repository';
import { registerSchedulingRoutes } from '../scheduling/scheduling.routes';
import { createSchedulingService } from '../scheduling/scheduling.service';
import { registerAppointmentCalendarRoutes } from './appointment-calendar.routes';
import { createAppointmentCalendar } from './appointment-calendar.service';
import { createAppointmentsRepository } from './appointments.repository';
import { registerAppointmentsRoutes } from './appointments.routes';
import { createAppointmentsService } from './appointments.service';
import {
  type BookingAttachments,
  type BookingNotifications,
  type BookingQuestionnaires,
  noAttachments,
  noNotifications,
  noQuestionnaires,
} from './booking-ports';

/**
 * Builds and registers the booking modules (catalog, scheduling, appointments, booking requests,
 * patients) in dependency order. Pass the notifications, attachments and questionnaires services
 * when they exist; without them no email is queued, no referral moved and no outcome enforced.
 */
export function registerBookingModules(
  app: FastifyInstance,
  deps: AppDeps,
  ports: {
    notifications?: BookingNotifications;
    attachments?: BookingAttachments;
    questionnaires?: BookingQuestionnaires;
    /** Checks the captcha that bookings, enquiries and holds need past their threshold (issue 12). */
    captcha: CaptchaVerifier;
  },
) {
  const notifications = ports.notifications ?? noNotifications;
  const attachments = ports.attachments ?? noAttachments;
  const questionnaires = ports.questionnaires ?? noQuestionnaires;
  const schedulingRepository = createSchedulingRepository(deps.db);
  const catalog = createCatalogService(
    createCatalogRepository(deps.db),
    async () => (await schedulingRepository.readPolicy()).postalCodeDistanceLimitKm,
  );
  const scheduling = createSchedulingService(deps, schedulingRepository, catalog, async (bookingKey) => {
    return (await questionnaires.processOutcomes(bookingKey)).restrictMinDate;
  });
  const patients = createPatientsService(createPatientsRepository(deps.db));
  const appointmentsRepository = createAppointmentsRepository(deps.db);
  const appointments = createAppointmentsService(deps, appointmentsRepository, {
    scheduling,
    catalog,
    patients,
    notifications,
    attachments,
    questionnaires,
  });
  const bookingRequests = createBookingRequestsService(deps, createBookingRequestsRepository(deps.db), {
    catalog,
    patients,
    notifications,
    attachments,
    questionnaires,
  });

  const limits = createBookingLimits({
    counter: createRequestCounter(deps.db),
    captcha: ports.captcha,
    now: () => deps.clock.now(),
    scale: deps.env.RATE_LIMIT_SCALE,
  });

  registerCatalogRoutes(app, catalog);
  registerSchedulingRoutes(app, scheduling, limits);
  registerAppointmentsRoutes(app, appointments, limits);
  const calendar = createAppointmentCalendar(deps, appointmentsRepository);
  registerAppointmentCalendarRoutes(app, calendar);
  registerBookingRequestsRoutes(app, bookingRequests, limits);
  return { catalog, scheduling, patients, appointments, bookingRequests, limits, calendar };
}
