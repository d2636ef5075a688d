import { type StaffRole, staffRoles } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  decide,
  type PolicyAction,
  type PolicyScope,
  policyActions,
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
];

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
          right === 'own' &&
          ((role === 'clinic_staff' && scope && 'referrerSubject' in scope) ||
            (role === 'referrer' && scope && 'clinicId' in scope));
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
  });
});
