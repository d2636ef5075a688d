import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { registerDaySheetRoutes } from './day-sheet.routes';

/**
 * The admin panel's daily operations (issue 14): the day sheet and enquiry triage. Every route asks
 * the staff guard (policy and audit) first.
 */
export function registerAdminOperationsModule(app: FastifyInstance, deps: AppDeps) {
  registerDaySheetRoutes(app, deps);
}
