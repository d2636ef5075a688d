import type { StaffRole } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type PolicyAction, policyTable } from '../modules/identity/identity.policy';
import type { ContractRoute } from '../test/contract-routes';
import { staffHeaders } from '../test/staff-auth';
import type { Caller } from './access-matrix.test-support';
import type { Db } from './db/database';

const isAdminRoute = (route: ContractRoute) => route.path.startsWith('/api/admin/');

/**
 * The policy action each staff route asks the guard for, learnt while the matrix runs: the guard's
 * `require` is observed (not replaced) and records the action per route. The policy table then
 * says which roles may have it, so a new staff route is covered without a list kept here.
 */
export function observeStaffActions(app: FastifyInstance) {
  const actions = new Map<string, PolicyAction>();
  const guard = app.staffGuard;
  const require = guard.require;
  guard.require = (request: FastifyRequest, action: PolicyAction, scope, options) => {
    const url = request.routeOptions.url ?? '';
    actions.set(`${request.method} ${url.replace(/:(\w+)/g, '{$1}')}`, action);
    return require(request, action, scope, options);
  };
  return {
    actionOf: (route: ContractRoute) => actions.get(`${route.method} ${route.path}`),
    /** How many staff routes asked the guard for an action so far. */
    count: () => actions.size,
    restore: () => {
      guard.require = require;
    },
  };
}

interface StaffMember {
  name: string;
  roles: StaffRole[];
  clinicIds: number[];
  /** Whether they work at the victim's clinic: clinic-scoped rights then cover the victim's objects. */
  victimsClinic: boolean;
}

/**
 * A staff member may get a 2xx where the policy gives one of their roles the route's action. On a
 * clinic or referral scoped action, staff from elsewhere only list their own (a GET naming no
 * object); any call naming the victim's objects must not succeed for them.
 */
function staffMayUse(member: StaffMember, action: PolicyAction | undefined, route: ContractRoute): boolean {
  // The admin may do every staff call behind the guard (the ones it asked for an action).
  if (member.roles.includes('admin')) return isAdminRoute(route) && action !== undefined;
  if (!action || !isAdminRoute(route)) return false;
  const rule = policyTable[action];
  if (!member.roles.some((role) => (rule.roles as readonly StaffRole[]).includes(role))) return false;
  const namesNothing = route.method === 'GET' && Object.keys(route.pathParams).length === 0;
  if (rule.scope === 'none') return true;
  if (rule.scope === 'clinic' && member.roles.includes('clinic_staff') && member.victimsClinic) return true;
  // Radiologists hold their clinic-scoped rights across clinics (identity.policy `decide`), unless
  // the rule holds them to their own (the worklist).
  if (rule.scope === 'clinic' && member.roles.includes('radiologist') && !('radiologist' in rule))
    return true;
  return namesNothing;
}

/**
 * One caller per role, each with a real access token from the app's own provider: the admin first
 * (its calls teach the matrix each route's action), then clinic staff of the victim's clinic and of
 * another, a radiologist and a referrer.
 */
export async function staffCallers(options: {
  app: FastifyInstance;
  db: Db;
  victimClinicId: number;
  otherClinicId: number;
  actionOf: (route: ContractRoute) => PolicyAction | undefined;
  caller: (name: string, authorization: string, mayUse: (route: ContractRoute) => boolean) => Caller;
}): Promise<Caller[]> {
  const { app, db, victimClinicId, otherClinicId, actionOf, caller } = options;
  const members: StaffMember[] = [
    { name: 'admin', roles: ['admin'], clinicIds: [], victimsClinic: true },
    {
      name: "clinic staff of the victim's clinic",
      roles: ['clinic_staff'],
      clinicIds: [victimClinicId],
      victimsClinic: true,
    },
    {
      name: 'clinic staff of another clinic',
      roles: ['clinic_staff'],
      clinicIds: [otherClinicId],
      victimsClinic: false,
    },
    { name: 'radiologist', roles: ['radiologist'], clinicIds: [], victimsClinic: false },
    { name: 'referrer', roles: ['referrer'], clinicIds: [], victimsClinic: false },
  ];
  const callers: Caller[] = [];
  for (const member of members) {
    const { authorization } = await staffHeaders(app, db, member.roles, member.clinicIds);
    callers.push(caller(member.name, authorization, (route) => staffMayUse(member, actionOf(route), route)));
  }
  return callers;
}
