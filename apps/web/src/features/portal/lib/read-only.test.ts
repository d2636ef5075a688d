import type { AuthenticationStatus } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { mayActAfterVisit, mayChange, readOnlyReason } from './read-only';

const status = (scopes: AuthenticationStatus['scopes']): AuthenticationStatus => ({
  authenticated: true,
  scopes,
  expiresAt: null,
  idleExpiresAt: null,
  contactNumberAuthEnabled: false,
  captchaAlwaysRequired: false,
});
const scope = { kind: 'APPOINTMENT' as const, bookingKey: 'K1', type: 'APPOINTMENT' as const, shared: false };

describe('readOnlyReason', () => {
  it('is STAFF_VIEW for a staff member viewing as the patient, whatever the server says', () => {
    expect(readOnlyReason(status([{ ...scope, staffView: true }]), 'K1', 'APPOINTMENT', null)).toBe(
      'STAFF_VIEW',
    );
  });

  it("takes the server's reason for the patient's own session, and null when it may change", () => {
    expect(readOnlyReason(status([scope]), 'K1', 'APPOINTMENT', 'CLOSED')).toBe('CLOSED');
    expect(readOnlyReason(status([scope]), 'K1', 'APPOINTMENT', null)).toBeNull();
    expect(readOnlyReason(undefined, 'K1', 'APPOINTMENT', undefined)).toBeNull();
  });

  it("ignores another booking's staff view", () => {
    expect(
      readOnlyReason(status([{ ...scope, bookingKey: 'K2', staffView: true }]), 'K1', 'APPOINTMENT', null),
    ).toBeNull();
  });

  it('lets a closed booking still write to staff, but no read-only session change anything', () => {
    expect(mayChange('CLOSED')).toBe(false);
    expect(mayActAfterVisit('CLOSED')).toBe(true);
    expect(mayActAfterVisit('STAFF_VIEW')).toBe(false);
    expect(mayActAfterVisit('SHARED')).toBe(false);
    expect(mayChange(null) && mayActAfterVisit(null)).toBe(true);
  });
});
