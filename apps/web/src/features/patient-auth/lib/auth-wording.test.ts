import { describe, expect, it } from 'vitest';
import { authWording } from './auth-wording';

const params = { shared: false, staffBooking: false, isBookingRequest: false };

describe('authentication wording (§6)', () => {
  it('uses the patient wording for a patient', () => {
    expect(authWording(params, false)).toEqual({
      dob: 'auth.dob.intro',
      code: 'auth.code.intro',
      staff: false,
    });
  });

  it('uses the staff variants with the staffBooking flag', () => {
    expect(authWording({ ...params, staffBooking: true }, false).staff).toBe(true);
  });

  it('uses the staff variants in logged-in mode, when a staff member is signed in', () => {
    expect(authWording({ ...params, isBookingRequest: true }, true)).toEqual({
      dob: 'auth.dob.intro_staff',
      code: 'auth.code.intro_staff',
      staff: true,
    });
  });

  it('keeps the wording for others on shared results, signed in or not', () => {
    expect(authWording({ ...params, shared: true }, true).dob).toBe('auth.dob.intro_shared');
  });
});
