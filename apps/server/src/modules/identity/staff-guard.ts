import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound, unauthorized } from '../../platform/errors';
import { createAuditService } from '../audit/audit.service';
import { clinicOfBooking, clinicScope } from './booking-scope';
import type { StaffPrincipal } from './identity.claims';
import { decide, type PolicyAction, type PolicyScope } from './identity.policy';
import type { TokenVerifier } from './token-verifier';

declare module 'fastify' {
  interface FastifyInstance {
    staffGuard: StaffGuard;
  }
  interface FastifyRequest {
    staffPrincipal?: StaffPrincipal;
  }
}

export interface RequireOptions {
  /** The patient data the call reads or writes (`appointment:12`, `answer:5`…): appends an audit row. */
  audit?: { object: string; booking?: { kind: 'APPOINTMENT' | 'BOOKING_REQUEST'; ref: string } };
}

/**
 * The one door of every staff and referrer call: a valid bearer token (401 otherwise), a role that
 * allows the action (403 `message.forbidden`), an object inside the user's scope (404), and an
 * audit row for patient data.
 */
export function createStaffGuard(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>, verifier: TokenVerifier) {
  const audit = createAuditService(deps);

  async function authenticate(request: FastifyRequest): Promise<StaffPrincipal> {
    if (request.staffPrincipal) return request.staffPrincipal;
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) throw unauthorized();
    try {
      request.staffPrincipal = await verifier.verify(token);
    } catch (error) {
      request.log.info({ reason: (error as Error).name }, 'staff token refused');
      throw unauthorized();
    }
    return request.staffPrincipal;
  }

  return {
    authenticate,

    /** The clinic a booking key belongs to, for clinic-scoped rights. */
    clinicOfBooking: (bookingKey: string) => clinicOfBooking(deps.db, bookingKey),

    async require(
      request: FastifyRequest,
      action: PolicyAction,
      scope?: PolicyScope,
      options: RequireOptions = {},
    ): Promise<StaffPrincipal> {
      const principal = await authenticate(request);
      const decision = decide(principal, action, scope);
      if (decision === 'forbidden') throw forbidden();
      if (decision === 'foreign') throw notFound();
      if (options.audit) {
        await audit.record(deps.db, {
          actorKind: principal.roles.length === 1 && principal.roles[0] === 'referrer' ? 'REFERRER' : 'STAFF',
          actorRef: principal.subject,
          booking: options.audit.booking ?? null,
          action: `staff.${action}`,
          outcome: 'SUCCESS',
          origin: { ip: request.ip ?? null, requestId: request.id },
          detail: { roles: principal.roles, object: options.audit.object },
        });
      }
      return principal;
    },
  };
}

export type StaffGuard = ReturnType<typeof createStaffGuard>;

/** For route files: the guard of the app the request arrived at. */
export const requireStaff = (
  request: FastifyRequest,
  action: PolicyAction,
  scope?: PolicyScope,
  options?: RequireOptions,
) => request.server.staffGuard.require(request, action, scope, options);

/**
 * For calls about one booking's patient data: the right on the booking's clinic, audited with the
 * booking as the object.
 */
export async function requireStaffForBooking(
  request: FastifyRequest,
  action: PolicyAction,
  bookingKey: string,
  object: string,
) {
  const guard = request.server.staffGuard;
  // Who asks comes first: without a valid token, nothing is looked up.
  await guard.authenticate(request);
  const booking = await guard.clinicOfBooking(bookingKey);
  return guard.require(request, action, clinicScope(booking?.clinicId), {
    audit: { object, booking: { kind: booking?.kind ?? 'APPOINTMENT', ref: bookingKey } },
  });
}
