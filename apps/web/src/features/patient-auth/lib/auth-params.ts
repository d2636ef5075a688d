import type { AuthenticationType, OtpMethod } from '@rb/contracts';
import { sameOriginPath } from '../../../lib/links';

/** §2 Authentication page query. */
export interface AuthParams {
  bookingKey: string | null;
  slug: string | null;
  type: AuthenticationType | null;
  returnUrl: string | null;
  shared: boolean;
  isBookingRequest: boolean;
  staffBooking: boolean;
  dateOfBirth: string | null;
  /** §2 otpType of a results link: the channel the code goes by when the booking offers it. */
  otpType: OtpMethod | null;
}

const TYPES: AuthenticationType[] = [
  'BOOKING_REQUEST',
  'APPOINTMENT',
  'APPOINTMENT_RESULTS',
  'PATIENT_PORTAL',
];

export function readAuthParams(search: URLSearchParams, origin: string): AuthParams {
  const type = search.get('type');
  const isBookingRequest = search.get('isBookingRequest') === 'true' || type === 'BOOKING_REQUEST';
  const dateOfBirth = search.get('dateOfBirth');
  const otpType = search.get('otpType');
  return {
    bookingKey: search.get('bookingKey') || null,
    slug: search.get('slug') || null,
    // A booking-request link may leave the type out; isBookingRequest says it.
    type: TYPES.includes(type as AuthenticationType)
      ? (type as AuthenticationType)
      : isBookingRequest && !type
        ? 'BOOKING_REQUEST'
        : null,
    // Only a path of this site: a crafted link cannot send the patient elsewhere after login.
    returnUrl: sameOriginPath(search.get('returnUrl'), origin),
    shared: search.get('shared') === 'true',
    isBookingRequest,
    staffBooking: search.get('staffBooking') === 'true',
    dateOfBirth: dateOfBirth && /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? dateOfBirth : null,
    otpType: otpType === 'EMAIL' || otpType === 'SMS' ? otpType : null,
  };
}

/** §4: the flow starts only with a booking (key or slug), a return address and a type. */
export const canStart = (p: AuthParams) => Boolean((p.bookingKey || p.slug) && p.returnUrl && p.type);

/** §4: the patient portal is recognised by its return address. */
export const isPatientPortal = (p: AuthParams) => Boolean(p.returnUrl?.includes('patient'));

/**
 * §3 authenticationType of the request: a patient-portal return address proves the booking as
 * PATIENT_PORTAL (every portal page and the results of that booking); a booking request and a share
 * recipient keep their own type, which the server needs to find what they prove.
 */
export const authenticationTypeOf = (p: AuthParams): AuthenticationType =>
  isPatientPortal(p) && !p.isBookingRequest && !p.shared ? 'PATIENT_PORTAL' : (p.type ?? 'APPOINTMENT');

/** The deny page for too many attempts, naming the message that fits who is signing in (§4 Deny page). */
export function maxAttemptsUrl(p: AuthParams): string {
  const message = p.shared
    ? 'max_attempts_reached_shared'
    : p.type === 'APPOINTMENT_RESULTS'
      ? 'max_attempts_reached_results'
      : 'max_attempts_reached';
  return `/deny?maxAttempts=true&message=${message}`;
}
