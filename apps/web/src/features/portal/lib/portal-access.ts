import type { AuthenticationStatus, BookingKind } from '@rb/contracts';

/** Whether the session proved this booking for the portal (not only as a share recipient). */
export function hasPortalAccess(
  status: AuthenticationStatus | undefined,
  bookingKey: string,
  kind: BookingKind,
): boolean {
  return Boolean(
    status?.authenticated &&
      status.scopes.some((s) => s.bookingKey === bookingKey && s.kind === kind && !s.shared),
  );
}

/**
 * §4: the authentication page with the booking, its type and the way back here; `staffBooking`
 * (§6, from the link of an email about a booking staff made) words the page for it.
 */
export function authenticationHref(
  bookingKey: string,
  type: 'APPOINTMENT' | 'BOOKING_REQUEST',
  returnUrl: string,
  staffBooking = false,
): string {
  const query = new URLSearchParams({ bookingKey, type, returnUrl });
  if (type === 'BOOKING_REQUEST') query.set('isBookingRequest', 'true');
  if (staffBooking) query.set('staffBooking', 'true');
  return `/authentication?${query.toString()}`;
}
