import type { AuthenticationStatus, BookingKind, ReadOnlyReason } from '@rb/contracts';

/**
 * §2/§6 why this session may only look at the booking: a staff member's view (known from the
 * session's scope), else what the server said of the booking (over or cancelled), else null.
 */
export function readOnlyReason(
  status: AuthenticationStatus | undefined,
  bookingKey: string,
  kind: BookingKind,
  server: ReadOnlyReason | null | undefined,
): ReadOnlyReason | null {
  const scope = status?.scopes.find((s) => s.bookingKey === bookingKey && s.kind === kind && !s.shared);
  if (scope?.staffView) return 'STAFF_VIEW';
  return server ?? null;
}

/** What a read-only session may still do: look always; write to staff or rate pain only on its own closed booking. */
export const mayChange = (reason: ReadOnlyReason | null) => reason === null;
export const mayActAfterVisit = (reason: ReadOnlyReason | null) => reason === null || reason === 'CLOSED';
