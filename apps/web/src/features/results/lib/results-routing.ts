import type { AuthenticationStatus } from '@rb/contracts';
import { ApiError } from '../../../lib/api-client';

/** Whether the session proved this booking, as its patient or as a share recipient. */
export function hasResultsAccess(status: AuthenticationStatus | undefined, bookingKey: string): boolean {
  return Boolean(
    status?.authenticated &&
      status.scopes.some((scope) => scope.kind === 'APPOINTMENT' && scope.bookingKey === bookingKey),
  );
}

/** The authentication page for results of a booking (§2), optionally with the link's date of birth. */
export function resultsAuthUrl(bookingKey: string, dateOfBirth?: string | null): string {
  const query = new URLSearchParams({
    bookingKey,
    type: 'APPOINTMENT_RESULTS',
    returnUrl: `/appointments/${bookingKey}/result`,
  });
  if (dateOfBirth && /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) query.set('dateOfBirth', dateOfBirth);
  return `/authentication?${query.toString()}`;
}

/** Where a failed results call sends the browser (§4 Deny page), or null to show the error in place. */
export function resultsErrorTarget(error: unknown, bookingKey: string): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 410) return '/deny?resultsExpired=true';
  if (error.problem.message === 'message.share_revoked') return '/deny?revoked=true';
  if (error.status === 401 || error.status === 404) return resultsAuthUrl(bookingKey);
  return null;
}
