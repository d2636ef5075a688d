import type { AuthParams } from './auth-params';

/**
 * Which wording the modals use (§2, §6): shared recipients, staff booking for a patient (the
 * staffBooking query, or "logged in" mode: a staff member or referrer is signed in), requesters.
 */
export function authWording(
  params: Pick<AuthParams, 'shared' | 'staffBooking' | 'isBookingRequest'>,
  staffSignedIn: boolean,
) {
  if (params.shared) return { dob: 'auth.dob.intro_shared', code: 'auth.code.intro_shared', staff: false };
  if (params.staffBooking || staffSignedIn)
    return { dob: 'auth.dob.intro_staff', code: 'auth.code.intro_staff', staff: true };
  if (params.isBookingRequest)
    return { dob: 'auth.dob.intro_booking_request', code: 'auth.code.intro', staff: false };
  return { dob: 'auth.dob.intro', code: 'auth.code.intro', staff: false };
}
