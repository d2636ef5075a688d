import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { createAuditService } from '../audit/audit.service';
import type { StaffPrincipal } from '../identity/identity.claims';
import { allows, type FhirScopeType, type Permission } from '../identity/smart-scopes';
import { requireStaff } from '../identity/staff-guard';
import { fhirForbidden, fhirNotFound } from './fhir.outcome';

const LETTER_NAMES: Record<Permission, string> = {
  c: 'create',
  r: 'read',
  u: 'update',
  d: 'delete',
  s: 'search',
};

/**
 * The door of every protected FHIR call: a valid token of our provider (401), a SMART scope that
 * allows the interaction (403 OperationOutcome), then the same policy as the staff screens
 * (`appointments.manage` on the clinic: 403, or 404 outside the caller's clinics), with the
 * audit row the staff guard writes for patient data.
 */
export function createFhirAccess(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const audit = createAuditService(deps);

  async function scoped(request: FastifyRequest, type: FhirScopeType, permission: Permission) {
    const principal = await request.server.staffGuard.authenticate(request);
    if (!allows(principal.scopes, type, permission)) {
      throw fhirForbidden(`${LETTER_NAMES[permission]} of ${type} (system/${type}.${permission})`);
    }
    return principal;
  }

  return {
    scoped,

    /** A search: the scope and the right; answers the clinics the caller may see (null: all). */
    async searchRight(
      request: FastifyRequest,
      type: FhirScopeType,
    ): Promise<{ principal: StaffPrincipal; clinicIds: number[] | null }> {
      const principal = await scoped(request, type, 's');
      await requireStaff(request, 'appointments.manage');
      return { principal, clinicIds: principal.roles.includes('admin') ? null : principal.clinicIds };
    },

    /** One object of a clinic: the scope, the right on that clinic (404 outside it), audited. */
    async objectRight(
      request: FastifyRequest,
      type: FhirScopeType,
      permission: Permission,
      clinicId: number | undefined,
      object: string,
      booking?: string,
    ): Promise<StaffPrincipal> {
      await scoped(request, type, permission);
      if (clinicId === undefined) {
        await requireStaff(request, 'appointments.manage');
        throw fhirNotFound(object);
      }
      return requireStaff(
        request,
        'appointments.manage',
        { clinicId },
        {
          audit: {
            object: `fhir.${object}`,
            ...(booking && { booking: { kind: 'APPOINTMENT' as const, ref: booking } }),
          },
        },
      );
    },

    /** Audit rows of what a search answered: one per appointment or patient, as a read of each. */
    async auditSearch(
      request: FastifyRequest,
      principal: StaffPrincipal,
      objects: { object: string; booking?: string }[],
    ): Promise<void> {
      for (const item of objects) {
        await audit.record(deps.db, {
          actorKind: 'STAFF',
          actorRef: principal.subject,
          booking: item.booking ? { kind: 'APPOINTMENT', ref: item.booking } : null,
          action: 'staff.appointments.manage',
          outcome: 'SUCCESS',
          origin: { ip: request.ip ?? null, requestId: request.id },
          detail: { roles: principal.roles, object: `fhir.${item.object}`, search: true },
        });
      }
    },
  };
}

export type FhirAccess = ReturnType<typeof createFhirAccess>;
