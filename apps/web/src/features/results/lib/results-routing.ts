import type { AuthenticationStatus, ResultsAccessRequirements } from '@rb/contracts';
import { ApiError } from '../../../lib/api-client';

/** Whether the session proved this booking, as its patient or as a share recipient. */
export function hasResultsAccess(status: AuthenticationStatus | undefined, bookingKey: string): boolean {
  return Boolean(
    status?.authenticated &&
      status.scopes.some((scope) => scope.kind === 'APPOINTMENT' && scope.bookingKey === bookingKey),
  );
}

/**
 * The authentication page for results of a booking (§2), optionally with the link's date of birth and
 * code channel; the results access requirements (when known) decide which of them the page asks for.
 */
export function resultsAuthUrl(
  bookingKey: string,
  dateOfBirth?: string | null,
  otpType?: string | null,
  requirements?: ResultsAccessRequirements,
): string {
  const query = new URLSearchParams({
    bookingKey,
    type: requirements?.authenticationType ?? 'APPOINTMENT_RESULTS',
    returnUrl: `/appointments/${bookingKey}/result`,
  });
  const askDateOfBirth = requirements?.dateOfBirthRequired ?? true;
  if (askDateOfBirth && dateOfBirth && /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth))
    query.set('dateOfBirth', dateOfBirth);
  const methods: readonly string[] = requirements?.otpMethods ?? ['EMAIL', 'SMS'];
  if (otpType && methods.includes(otpType)) query.set('otpType', otpType);
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
