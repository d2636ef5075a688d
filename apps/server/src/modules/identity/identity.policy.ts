import type { StaffRole } from '@rb/contracts';
import type { StaffPrincipal } from './identity.claims';

/**
 * Every staff and referrer right in one table (issue 13): which roles may take an action, and what
 * the action's object is scoped by. `admin` may do everything.
 * - `none`: no object beyond the role (configuration, users).
 * - `clinic`: clinic staff only for their clinics; a call without a clinic lists only theirs.
 * - `referral`: a referrer only for referrals they made (their subject).
 * - `reporter`: a radiologist only for the reports they made (their subject; issue 42).
 * A radiologist is not held to clinic scope unless the rule says `radiologist: 'own'`.
 */
export const policyTable = {
  'me.read': { roles: ['admin', 'clinic_staff', 'radiologist', 'referrer'], scope: 'none' },
  'users.manage': { roles: ['admin'], scope: 'none' },
  'config.write': { roles: ['admin'], scope: 'none' },
  'questionnaires.manage': { roles: ['admin'], scope: 'none' },
  'questionnaires.answers.read': { roles: ['admin', 'clinic_staff', 'radiologist'], scope: 'clinic' },
  'kiosks.manage': { roles: ['admin', 'clinic_staff'], scope: 'clinic' },
  'check_in.settings.read': { roles: ['admin', 'clinic_staff'], scope: 'clinic' },
  'check_in.settings.write': { roles: ['admin', 'clinic_staff'], scope: 'clinic' },
  'appointments.manage': { roles: ['admin', 'clinic_staff'], scope: 'clinic' },
  'booking_requests.manage': { roles: ['admin', 'clinic_staff'], scope: 'clinic' },
  'results.write': { roles: ['admin', 'clinic_staff', 'radiologist'], scope: 'clinic' },
  'results.settings': { roles: ['admin'], scope: 'none' },
  'reports.read': { roles: ['admin', 'radiologist', 'referrer'], scope: 'referral' },
  'images.read': { roles: ['admin', 'radiologist', 'referrer'], scope: 'referral' },
  /** Create (§7 generate) and revoke imsec links; service clients get it through their roles. */
  'images.share': { roles: ['admin', 'clinic_staff', 'radiologist'], scope: 'none' },
  'report_feedback.write': { roles: ['admin', 'radiologist', 'referrer'], scope: 'referral' },
  'referrals.read': { roles: ['admin', 'referrer'], scope: 'referral' },
  /** Referrers' report-quality feedback (issue 42): a radiologist reads that on their own reports. */
  'report_feedback.read': { roles: ['admin', 'radiologist'], scope: 'reporter' },
  /** The radiologist's worklist (issue 42): studies of their clinics and their reports' state. */
  'imaging.worklist': { roles: ['admin', 'radiologist'], scope: 'clinic', radiologist: 'own' },
  /** Provider setup (issue 39): schedules are read by a clinic's staff; templates and the catalogue are the admin's. */
  'schedules.read': { roles: ['admin', 'clinic_staff'], scope: 'clinic' },
  'schedules.templates': { roles: ['admin'], scope: 'none' },
  /** Closures, blocked time, extra sessions and device status of their own clinics. */
  'schedules.exceptions': { roles: ['admin', 'clinic_staff'], scope: 'clinic' },
  'catalog.manage': { roles: ['admin'], scope: 'none' },
  /** A mobile van's stops by date (§7 mobile locations): where its own clinic's staff take it. */
  'catalog.van_stops': { roles: ['admin', 'clinic_staff'], scope: 'clinic' },
  /** The audit log (issue 14 §9): who read or changed which patient's data; see decision 0017. */
  'audit.read': { roles: ['admin'], scope: 'none' },
} as const satisfies Record<
  string,
  { roles: readonly StaffRole[]; scope: 'none' | 'clinic' | 'referral' | 'reporter'; radiologist?: 'own' }
>;

export type PolicyAction = keyof typeof policyTable;
export const policyActions = Object.keys(policyTable) as PolicyAction[];

/** The object an action touches, when it touches one. */
export type PolicyScope =
  | { clinicId: number }
  | { referrerSubject: string }
  | { reporterSubject: string }
  | undefined;

/** `forbidden`: no role of the principal may take the action (403); `foreign`: a role may, but not on this object (404). */
export type PolicyDecision = 'allow' | 'forbidden' | 'foreign';

/** Whether the principal may take the action on this object. */
export function decide(
  principal: Pick<StaffPrincipal, 'subject' | 'roles' | 'clinicIds'>,
  action: PolicyAction,
  scope?: PolicyScope,
): PolicyDecision {
  const rule: (typeof policyTable)[PolicyAction] & { radiologist?: 'own' } = policyTable[action];
  const roles = principal.roles.filter((role) => (rule.roles as readonly StaffRole[]).includes(role));
  if (roles.length === 0) return 'forbidden';
  // Only the object kind the action is scoped by can restrict it.
  const clinicId = rule.scope === 'clinic' && scope && 'clinicId' in scope ? scope.clinicId : undefined;
  const referrer =
    rule.scope === 'referral' && scope && 'referrerSubject' in scope ? scope.referrerSubject : undefined;
  const reporter =
    rule.scope === 'reporter' && scope && 'reporterSubject' in scope ? scope.reporterSubject : undefined;
  const ownClinic = clinicId === undefined || principal.clinicIds.includes(clinicId);
  for (const role of roles) {
    if (role === 'admin') return 'allow';
    if (role === 'radiologist') {
      if (rule.scope === 'reporter' ? reporter === undefined || reporter === principal.subject : true) {
        if (rule.radiologist !== 'own' || ownClinic) return 'allow';
      }
      continue;
    }
    if (role === 'clinic_staff' && ownClinic) return 'allow';
    if (role === 'referrer' && (referrer === undefined || referrer === principal.subject)) return 'allow';
  }
  return 'foreign';
}

/** What the admin home may offer: every action some role of the principal unlocks. */
export const allowedActions = (principal: Pick<StaffPrincipal, 'subject' | 'roles' | 'clinicIds'>) =>
  policyActions.filter((action) =>
    principal.roles.some((role) => (policyTable[action].roles as readonly StaffRole[]).includes(role)),
  );

/**
 * Whether the principal takes the action on every object of its scope, not only their own: what a
 * list naming no object shows them (every radiologist's feedback, every clinic's studies).
 */
export function takesAll(principal: Pick<StaffPrincipal, 'roles'>, action: PolicyAction): boolean {
  const rule: (typeof policyTable)[PolicyAction] & { radiologist?: 'own' } = policyTable[action];
  if (rule.scope === 'none')
    return principal.roles.some((role) => (rule.roles as readonly StaffRole[]).includes(role));
  return principal.roles.some(
    (role) =>
      (rule.roles as readonly StaffRole[]).includes(role) &&
      (role === 'admin' ||
        (role === 'radiologist' && rule.scope !== 'reporter' && rule.radiologist !== 'own')),
  );
}
