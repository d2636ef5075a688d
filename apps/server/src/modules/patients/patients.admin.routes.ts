import { adminRequestsEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import { requireStaff } from '../identity/staff-guard';
import type { PatientsAdminRepository } from './patients.admin.repository';
import { ACTION, clinicFilterOf } from './patients.admin.scope';
import type { PatientsAdminService } from './patients.admin.service';

/** An id no clinic has: a patient of a foreign clinic is out of a clinic member's scope. */
const NO_CLINIC = 0;

/**
 * Patients (issue 14 §8). Clinic staff reach a patient through a booking at one of their clinics
 * (or a general enquiry); merging needs every booking of both records to be theirs.
 */
export function registerPatientsAdminRoutes(
  app: FastifyInstance,
  repository: PatientsAdminRepository,
  service: PatientsAdminService,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /**
   * The right on a patient record: for clinic staff, the scope of one of their clinics the patient
   * was booked at; 404 for an unknown or foreign patient alike. Without `object`, nothing is audited
   * (the caller audits what it then does).
   */
  async function requirePatient(
    request: FastifyRequest,
    id: number,
    object: string | undefined,
    everyClinic: boolean,
  ) {
    const principal = await request.server.staffGuard.authenticate(request);
    const clinics = await repository.clinicsOf(id);
    if (!clinics) {
      await requireStaff(request, ACTION);
      throw notFound();
    }
    const own = clinics.filter((c): c is number => c !== null && principal.clinicIds.includes(c));
    const foreign = clinics.filter((c): c is number => c !== null && !principal.clinicIds.includes(c));
    const needed = everyClinic ? foreign : own.length > 0 || clinics.includes(null) ? [] : foreign;
    // A record with no booking at all is no clinic's: only the admin reaches it.
    const scope = clinics.length === 0 ? NO_CLINIC : (needed[0] ?? own[0]);
    return requireStaff(
      request,
      ACTION,
      scope === undefined ? undefined : { clinicId: scope },
      object ? { audit: { object: `${object}:${id}` } } : {},
    );
  }

  typed.route({
    ...routeOf(endpoints.searchPatients),
    handler: async (request) => {
      const principal = await requireStaff(request, ACTION, undefined, {
        audit: { object: 'patients:search' },
      });
      return repository.search(clinicFilterOf(principal), request.query);
    },
  });

  typed.route({
    ...routeOf(endpoints.getPatient),
    handler: async (request) => {
      const principal = await requirePatient(request, request.params.id, 'patient', false);
      const detail = await repository.detail(request.params.id, clinicFilterOf(principal));
      if (!detail) throw notFound();
      return detail;
    },
  });

  typed.route({
    ...routeOf(endpoints.mergePatients),
    handler: async (request) => {
      const { id } = request.params;
      const { duplicateId } = request.body;
      // Both records are checked before anything is written: a 404 for either leaves no audit row,
      // and the merge audits itself (staff.patient.merge) in its transaction, only when it happened.
      const principal = await requirePatient(request, id, undefined, true);
      await requirePatient(request, duplicateId, undefined, true);
      return service.merge(id, duplicateId, clinicFilterOf(principal), principal, {
        ip: request.ip ?? null,
        requestId: request.id,
      });
    },
  });
}
