import { type StaffRole, staffRoles } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  decide,
  type PolicyAction,
  type PolicyScope,
  policyActions,
  policyTable,
  takesAll,
} from './identity.policy';

const person = (roles: StaffRole[], clinicIds: number[] = [1]) => ({ subject: 'sub-1', roles, clinicIds });

/** Every role × action × scope, against the table written out by hand (issue 13's rights). */
const expected: Record<PolicyAction, Record<StaffRole, 'all' | 'own' | 'none'>> = {
  'me.read': { admin: 'all', clinic_staff: 'all', radiologist: 'all', referrer: 'all' },
  'users.manage': { admin: 'all', clinic_staff: 'none', radiologist: 'none', referrer: 'none' },
  'config.write': { admin: 'all', clinic_staff: 'none', radiologist: 'none', referrer: 'none' },
  'questionnaires.manage': { admin: 'all', clinic_staff: 'none', radiologist: 'none', referrer: 'none' },
  'questionnaires.answers.read': { admin: 'all', clinic_staff: 'own', radiologist: 'all', referrer: 'none' },
  'kiosks.manage': { admin: 'all', clinic_staff: 'own', radiologist: 'none', referrer: 'none' },
  'check_in.settings.read': { admin: 'all', clinic_staff: 'own', radiologist: 'none', referrer: 'none' },
  'check_in.settings.write': { admin: 'all', clinic_staff: 'own', radiologist: 'none', referrer: 'none' },
  'appointments.manage': { admin: 'all', clinic_staff: 'own', radiologist: 'none', referrer: 'none' },
  'booking_requests.manage': { admin: 'all', clinic_staff: 'own', radiologist: 'none', referrer: 'none' },
  'results.write': { admin: 'all', clinic_staff: 'own', radiologist: 'all', referrer: 'none' },
  'results.settings': { admin: 'all', clinic_staff: 'none', radiologist: 'none', referrer: 'none' },
  'reports.read': { admin: 'all', clinic_staff: 'none', radiologist: 'all', referrer: 'own' },
  'images.read': { admin: 'all', clinic_staff: 'none', radiologist: 'all', referrer: 'own' },
  'images.share': { admin: 'all', clinic_staff: 'all', radiologist: 'all', referrer: 'none' },
  'report_feedback.write': { admin: 'all', clinic_staff: 'none', radiologist: 'all', referrer: 'own' },
  'referrals.read': { admin: 'all', clinic_staff: 'none', radiologist: 'none', referrer: 'own' },
  'report_feedback.read': { admin: 'all', clinic_staff: 'none', radiologist: 'own', referrer: 'none' },
  'imaging.worklist': { admin: 'all', clinic_staff: 'none', radiologist: 'own', referrer: 'none' },
  'schedules.read': { admin: 'all', clinic_staff: 'own', radiologist: 'none', referrer: 'none' },
  'schedules.templates': { admin: 'all', clinic_staff: 'none', radiologist: 'none', referrer: 'none' },
  'schedules.exceptions': { admin: 'all', clinic_staff: 'own', radiologist: 'none', referrer: 'none' },
  'catalog.manage': { admin: 'all', clinic_staff: 'none', radiologist: 'none', referrer: 'none' },
  'catalog.van_stops': { admin: 'all', clinic_staff: 'own', radiologist: 'none', referrer: 'none' },
  'audit.read': { admin: 'all', clinic_staff: 'none', radiologist: 'none', referrer: 'none' },
};

const scopes: { name: string; scope: PolicyScope; own: boolean }[] = [
  { name: 'no object', scope: undefined, own: true },
  { name: 'own clinic', scope: { clinicId: 1 }, own: true },
  { name: 'foreign clinic', scope: { clinicId: 2 }, own: false },
  { name: 'own referral', scope: { referrerSubject: 'sub-1' }, own: true },
  { name: 'foreign referral', scope: { referrerSubject: 'sub-2' }, own: false },
  { name: 'own report', scope: { reporterSubject: 'sub-1' }, own: true },
  { name: 'foreign report', scope: { reporterSubject: 'sub-2' }, own: false },
];

/** The kind of object a scope names, as the table's `scope` column spells it. */
const kindOf = (scope: PolicyScope) =>
  scope === undefined
    ? 'none'
    : 'clinicId' in scope
      ? 'clinic'
      : 'referrerSubject' in scope
        ? 'referral'
        : 'reporter';

describe('identity policy: role × action × scope', () => {
  it('covers every action of the table', () => {
    expect(Object.keys(expected).sort()).toEqual([...policyActions].sort());
  });

  for (const action of policyActions) {
    for (const role of staffRoles) {
      for (const { name, scope, own } of scopes) {
        const right = expected[action][role];
        const want = right === 'none' ? 'forbidden' : right === 'all' || own ? 'allow' : 'foreign';
        // A scope of the other kind (a clinic for a referral right) does not restrict that right.
        const kindMatters =
          right === 'own' && scope !== undefined && kindOf(scope) !== policyTable[action].scope;
        it(`${role} ${action} on ${name} → ${kindMatters ? 'allow' : want}`, () => {
          expect(decide(person([role]), action, scope)).toBe(kindMatters ? 'allow' : want);
        });
      }
    }
  }

  it('several roles add up: the widest right wins', () => {
    expect(decide(person(['referrer', 'clinic_staff']), 'appointments.manage', { clinicId: 1 })).toBe(
      'allow',
    );
    expect(decide(person(['referrer', 'clinic_staff']), 'reports.read', { referrerSubject: 'sub-1' })).toBe(
      'allow',
    );
    expect(decide(person(['referrer', 'radiologist']), 'reports.read', { referrerSubject: 'sub-2' })).toBe(
      'allow',
    );
  });

  it('a radiologist reads feedback on their own reports and the worklist of their clinics only', () => {
    const radiologist = person(['radiologist'], [1]);
    expect(decide(radiologist, 'report_feedback.read', { reporterSubject: 'sub-2' })).toBe('foreign');
    expect(decide(radiologist, 'report_feedback.read', { clinicId: 2 })).toBe('allow');
    expect(decide(radiologist, 'imaging.worklist', { clinicId: 2 })).toBe('foreign');
    // Their other clinic-scoped rights stay as wide as before.
    expect(decide(radiologist, 'results.write', { clinicId: 2 })).toBe('allow');
  });

  it('says who sees every object of a list rather than their own', () => {
    expect(takesAll(person(['admin']), 'report_feedback.read')).toBe(true);
    expect(takesAll(person(['radiologist']), 'report_feedback.read')).toBe(false);
    expect(takesAll(person(['radiologist']), 'imaging.worklist')).toBe(false);
    expect(takesAll(person(['radiologist']), 'results.write')).toBe(true);
    expect(takesAll(person(['clinic_staff']), 'appointments.manage')).toBe(false);
    expect(takesAll(person(['referrer', 'admin']), 'referrals.read')).toBe(true);
  });

  it('no role, no right', () => {
    expect(decide(person([]), 'me.read')).toBe('forbidden');
  });

  it('lists the actions a role unlocks for the admin home', () => {
    expect(allowedActions(person(['referrer']))).toEqual([
      'me.read',
      'reports.read',
      'images.read',
      'report_feedback.write',
      'referrals.read',
    ]);
    expect(allowedActions(person(['admin']))).toEqual(policyActions);
    expect(allowedActions(person(['radiologist']))).toContain('report_feedback.read');
    expect(allowedActions(person(['radiologist']))).toContain('imaging.worklist');
  });
});
