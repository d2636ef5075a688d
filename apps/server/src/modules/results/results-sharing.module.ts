import type { FastifyInstance } from 'fastify';
import { createBlobStorage } from '../../platform/blob-storage';
import type { AppDeps } from '../../platform/deps';
import { createAuditService } from '../audit/audit.service';
import type { ConfigService } from '../config/config.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { createSharingRepository } from '../sharing/sharing.repository';
import { registerSharingRoutes } from '../sharing/sharing.routes';
import { createSharingService } from '../sharing/sharing.service';
import { createResultsRepository } from './results.repository';
import { registerResultsRoutes } from './results.routes';
import { createResultsService } from './results.service';

/**
 * Builds sharing and results. The sharing service is built before patient authentication (its
 * recipients' logins look shares up), the routes are registered after the session guard.
 */
export function createResultsSharingModule(
  deps: AppDeps,
  services: { config: ConfigService; notifications: Pick<NotificationsService, 'queueEmail' | 'queueSms'> },
) {
  const audit = createAuditService(deps);
  const sharing = createSharingService({
    deps,
    repository: createSharingRepository(deps.db),
    audit,
    config: services.config,
    notifications: services.notifications,
  });
  const results = createResultsService({
    deps,
    repository: createResultsRepository(deps.db),
    audit,
    blobs: createBlobStorage(deps.env),
    sharing,
  });
  return {
    sharing,
    results,
    register(app: FastifyInstance) {
      registerSharingRoutes(app, sharing);
      registerResultsRoutes(app, deps.env, results);
    },
  };
}
