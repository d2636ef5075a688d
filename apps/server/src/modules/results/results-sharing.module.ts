import type { FastifyInstance } from 'fastify';
import type { BlobStorage } from '../../platform/blob-storage';
import type { AppDeps } from '../../platform/deps';
import type { JobQueue } from '../../platform/jobs';
import type { AppointmentAdminRepository } from '../appointments/appointments.admin.repository';
import { createAuditService } from '../audit/audit.service';
import type { ConfigService } from '../config/config.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { createSharingRepository } from '../sharing/sharing.repository';
import { registerSharingRoutes } from '../sharing/sharing.routes';
import { createSharingService } from '../sharing/sharing.service';
import { registerResultsAdminRoutes } from './results.admin.routes';
import { createResultsAdminService } from './results.admin.service';
import { createResultsRelease } from './results.release';
import { createResultsRepository } from './results.repository';
import { registerResultsRoutes } from './results.routes';
import { createResultsService } from './results.service';

/**
 * Builds sharing and results. The sharing service is built before patient authentication (its
 * recipients' logins look shares up), the routes are registered after the session guard.
 */
export function createResultsSharingModule(
  deps: AppDeps,
  services: {
    config: ConfigService;
    notifications: Pick<NotificationsService, 'queueEmail' | 'queueSms'>;
    blobs: BlobStorage;
  },
) {
  const audit = createAuditService(deps);
  const sharing = createSharingService({
    deps,
    repository: createSharingRepository(deps.db),
    audit,
    config: services.config,
    notifications: services.notifications,
  });
  const repository = createResultsRepository(deps.db);
  const release = createResultsRelease({ deps, repository, notifications: services.notifications });
  const results = createResultsService({
    deps,
    repository,
    audit,
    blobs: services.blobs,
    sharing,
    release,
  });
  /** What staff's report release calls (issue 14) build on: the same store, rows and notices. */
  const reports = { repository, release, blobs: services.blobs };
  return {
    sharing,
    results,
    reports,
    /** Results-ready notices for reports released later run as jobs on the app's job queue. */
    startReleaseNotices: (jobs: JobQueue) => release.start(jobs),
    register(app: FastifyInstance) {
      registerSharingRoutes(app, sharing);
      registerResultsRoutes(app, results);
    },
    /** Staff's report release, on the appointments staff see (their slugs are checked there). */
    registerAdmin(app: FastifyInstance, appointments: AppointmentAdminRepository) {
      registerResultsAdminRoutes(app, appointments, createResultsAdminService(deps, reports));
    },
  };
}
