import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { createAuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { createChangeRequestsRepository } from './change-requests.admin.repository';
import { createChangeRequestsService } from './change-requests.admin.service';
import { createContactRequestsRepository } from './contact-requests.admin.repository';
import { createContactRequestsService } from './contact-requests.admin.service';
import { registerAdminRequestsRoutes } from './patient-requests.admin.routes';
import { createPatientsAdminRepository } from './patients.admin.repository';
import { registerPatientsAdminRoutes } from './patients.admin.routes';
import { createPatientsAdminService } from './patients.admin.service';

/**
 * What patients ask staff from the portal, and the patient records themselves (issue 14 §5, §6,
 * §8): the change-request and call-back queues, patient search and merge.
 */
export function registerPatientsAdminModule(
  app: FastifyInstance,
  deps: AppDeps,
  collaborators: { notifications: NotificationsService },
) {
  const audit = createAuditService(deps);
  const changes = createChangeRequestsRepository(deps.db);
  const contacts = createContactRequestsRepository(deps.db);
  registerAdminRequestsRoutes(
    app,
    {
      repository: changes,
      service: createChangeRequestsService(deps, changes, {
        audit,
        notifications: collaborators.notifications,
      }),
    },
    { repository: contacts, service: createContactRequestsService(deps, contacts, { audit }) },
  );
  const patients = createPatientsAdminRepository(deps.db);
  registerPatientsAdminRoutes(app, patients, createPatientsAdminService(deps, patients, { audit }));
}
