import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { createQuestionnairesRepository } from './questionnaires.repository';
import { registerQuestionnairesRoutes } from './questionnaires.routes';
import { createQuestionnairesService } from './questionnaires.service';
import { createQuestionnairesAdminRepository } from './questionnaires-admin.repository';
import { createQuestionnairesAdminService } from './questionnaires-admin.service';

/**
 * Builds the questionnaires module and registers its routes. The returned service offers
 * `attachTemporaryAnswers` and `rekeyTemporary` for the booking modules' transactions.
 */
export function registerQuestionnairesModule(app: FastifyInstance, deps: AppDeps) {
  const repository = createQuestionnairesRepository(deps.db);
  const service = createQuestionnairesService(deps, repository);
  const admin = createQuestionnairesAdminService(
    deps,
    repository,
    createQuestionnairesAdminRepository(deps.db),
  );
  registerQuestionnairesRoutes(app, service, admin);
  return { service, admin };
}
