import { checkInEndpoints } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import { requireStaff } from '../identity/staff-guard';
import type { CheckInRepository } from './check-in.repository';

/** Staff calls that set how digital check-in works at each clinic (§4). */
export function registerClinicSettingRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  repository: CheckInRepository,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const assertClinic = async (clinicId: number) => {
    if (!(await repository.clinicExists(clinicId))) throw notFound('message.unknown_clinic');
  };

  typed.route({
    ...routeOf(checkInEndpoints.adminClinicSetting),
    handler: async (request) => {
      await requireStaff(request, 'check_in.settings.read', { clinicId: request.params.clinicId });
      await assertClinic(request.params.clinicId);
      return repository.clinicSetting(request.params.clinicId);
    },
  });

  typed.route({
    ...routeOf(checkInEndpoints.adminSaveClinicSetting),
    handler: async (request) => {
      const { clinicId } = request.params;
      await requireStaff(request, 'check_in.settings.write', { clinicId });
      await assertClinic(clinicId);
      return deps.db.transaction().execute(async (trx) => {
        await repository.saveClinicSetting(clinicId, request.body, trx);
        return repository.clinicSetting(clinicId, trx);
      });
    },
  });
}
