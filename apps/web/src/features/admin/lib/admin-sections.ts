import type { CurrentUser, StaffRole } from '@rb/contracts';

export interface AdminSection {
  id: string;
  /** Path under /admin. */
  path: string;
  /** Roles whose holders may use the section (issue 13's rights table). */
  roles: readonly StaffRole[];
  /** The server's action name, when the section maps to one the policy reports in `allowedActions`. */
  action?: string;
}

/**
 * What the admin home lists. The server's policy decides every call; this only chooses which links
 * to show, from the roles the API reports (and the allowed actions, where they name the section).
 */
export const adminSections: readonly AdminSection[] = [
  { id: 'users', path: 'users', roles: ['admin'], action: 'users.manage' },
  { id: 'appointments', path: 'appointments', roles: ['admin', 'clinic_staff'] },
  { id: 'booking_requests', path: 'booking-requests', roles: ['admin', 'clinic_staff'] },
  { id: 'change_requests', path: 'change-requests', roles: ['admin', 'clinic_staff'] },
  { id: 'contact_requests', path: 'contact-requests', roles: ['admin', 'clinic_staff'] },
  { id: 'patients', path: 'patients', roles: ['admin', 'clinic_staff'] },
  { id: 'staff_booking', path: 'book', roles: ['admin', 'clinic_staff'] },
  { id: 'check_in', path: 'check-in', roles: ['admin', 'clinic_staff'] },
  { id: 'schedules', path: 'schedules', roles: ['admin', 'clinic_staff'] },
  { id: 'catalog', path: 'catalog', roles: ['admin'], action: 'catalog.manage' },
  { id: 'reports', path: 'reports', roles: ['admin', 'radiologist'], action: 'imaging.worklist' },
  { id: 'referrals', path: 'referrals', roles: ['referrer'] },
  // Referrers give feedback from their report links; reading it is the radiologist's (issue 42).
  {
    id: 'report_feedback',
    path: 'report-feedback',
    roles: ['admin', 'radiologist'],
    action: 'report_feedback.read',
  },
  { id: 'configuration', path: 'configuration', roles: ['admin'], action: 'config.write' },
  { id: 'audit_log', path: 'audit-log', roles: ['admin'], action: 'audit.read' },
];

export function mayUse(section: AdminSection, me: Pick<CurrentUser, 'roles' | 'allowedActions'>): boolean {
  if (section.action && me.allowedActions.includes(section.action)) return true;
  return section.roles.some((role) => me.roles.includes(role));
}

/** The sections the signed-in user's roles allow, in the home's order. */
export const sectionsFor = (me: Pick<CurrentUser, 'roles' | 'allowedActions'>) =>
  adminSections.filter((section) => mayUse(section, me));

/** A user without any staff or referrer role gets the "no access" page, not an empty home. */
export const hasStaffAccess = (me: Pick<CurrentUser, 'roles'>) => me.roles.length > 0;

export const sectionById = (id: string) => adminSections.find((section) => section.id === id);
