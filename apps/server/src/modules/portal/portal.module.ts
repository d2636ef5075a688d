import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { createAppointmentsRepository } from '../appointments/appointments.repository';
import type { AttachmentsService } from '../attachments/attachments.service';
import { createAuditService } from '../audit/audit.service';
import type { ConfigService } from '../config/config.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { createReferrerRepository } from '../referrer/referrer.repository';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { createPortalRepository } from './portal.repository';
import { registerPortalRoutes } from './portal.routes';
import { createPortalService } from './portal.service';
import { registerPortalAttachmentsRoutes } from './portal-attachments.routes';
import { registerPortalPatientRoutes } from './portal-patient.routes';
import { createPortalPatientService } from './portal-patient.service';
import { createPortalRequestsService } from './portal-requests.service';

/** The patient portal: appointment view, cancel, reschedule, confirm, and the §7 attachment calls. */
export async function registerPortalModule(
  app: FastifyInstance,
  deps: AppDeps,
  collaborators: {
    scheduling: SchedulingService;
    notifications: NotificationsService;
    attachments: AttachmentsService;
    config: Pick<ConfigService, 'section'>;
  },
) {
  const repository = createPortalRepository(deps.db, {
    appointments: createAppointmentsRepository(deps.db),
    referrers: createReferrerRepository(deps.db),
  });
  const audit = createAuditService(deps);
  const service = createPortalService(deps, repository, {
    scheduling: collaborators.scheduling,
    notifications: collaborators.notifications,
    audit,
  });
  registerPortalRoutes(app, service, createPortalRequestsService(deps, audit));
  registerPortalPatientRoutes(
    app,
    createPortalPatientService(deps, audit, {
      notifications: collaborators.notifications,
      staffEmail: async () => (await collaborators.config.section('radiology')).domainAdminEmail ?? null,
    }),
  );
  await registerPortalAttachmentsRoutes(app, deps, {
    attachments: collaborators.attachments,
    audit,
    repository,
    referralDownloadEnabled: async () =>
      (await collaborators.config.section('bookingRequest')).bookingRequestsDownloadReferralEnabled,
  });
  return service;
}
