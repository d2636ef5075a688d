import type { StaffRole } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { hasStaffAccess, sectionsFor } from './admin-sections';

const ids = (roles: StaffRole[], allowedActions: string[] = []) =>
  sectionsFor({ roles, allowedActions }).map((section) => section.id);

describe('admin home sections', () => {
  it('gives an admin every section, users and configuration included', () => {
    expect(ids(['admin'])).toEqual([
      'users',
      'appointments',
      'booking_requests',
      'change_requests',
      'contact_requests',
      'patients',
      'staff_booking',
      'check_in',
      'schedules',
      'catalog',
      'reports',
      'report_feedback',
      'configuration',
      'audit_log',
    ]);
  });

  it('gives clinic staff their clinics’ daily work and no user management', () => {
    expect(ids(['clinic_staff'])).toEqual([
      'appointments',
      'booking_requests',
      'change_requests',
      'contact_requests',
      'patients',
      'staff_booking',
      'check_in',
      'schedules',
    ]);
  });

  it('gives a radiologist reports and feedback', () => {
    expect(ids(['radiologist'])).toEqual(['reports', 'report_feedback']);
  });

  it('gives a referrer their referrals; reading report feedback is the radiologist’s', () => {
    expect(ids(['referrer'])).toEqual(['referrals']);
  });

  it('joins the sections of several roles without repeating one', () => {
    expect(ids(['clinic_staff', 'radiologist'])).toEqual([
      'appointments',
      'booking_requests',
      'change_requests',
      'contact_requests',
      'patients',
      'staff_booking',
      'check_in',
      'schedules',
      'reports',
      'report_feedback',
    ]);
  });

  it('follows an allowed action the server reports even without the usual role', () => {
    expect(ids(['clinic_staff'], ['users.manage'])).toContain('users');
  });

  it('has no access without any role', () => {
    expect(hasStaffAccess({ roles: [] })).toBe(false);
    expect(ids([])).toEqual([]);
    expect(hasStaffAccess({ roles: ['referrer'] })).toBe(true);
  });
});
