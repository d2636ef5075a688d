import type { AuthenticationType, BookingKind } from '@rb/contracts';

/** The cookie of a booking's sign-in flow; check-in starts the same code flow from its identity check. */
export const FLOW_COOKIE = 'rb_auth_flow';

/** §4 and issue 4: the limits of patient authentication. */
export const authLimits = {
  codeTtlMs: 5 * 60_000,
  /** Wrong codes after which the current code is void. */
  maxWrongCodesPerCode: 5,
  /**
   * Failed attempts (date of birth or code) per booking AND requester (its address; at the code step
   * also its flow) in the rolling window before that requester is locked out of that booking.
   */
  maxFailuresPerWindow: 10,
  /**
   * Failures of one booking from all requesters in the window after which every attempt on it needs
   * the captcha: a distributed guesser pays a proof of work per guess, the patient is never locked.
   */
  bookingCaptchaCeiling: 10,
  failureWindowMs: 60 * 60_000,
  /** How long a right date of birth stays good for sending and checking codes. */
  flowTtlMs: 15 * 60_000,
  /** Codes one flow may send, against message pumping. */
  maxCodesPerFlow: 5,
  /** Codes one booking may be sent in the window, whatever flow or entry point asks (issue 12). */
  maxCodesPerBooking: 3,
  codeSendWindowMs: 15 * 60_000,
  /** A solved captcha is accepted for this long after its challenge was made. */
  captchaTtlMs: 10 * 60_000,
} as const;

export const bookingKindOf = (type: AuthenticationType): BookingKind =>
  type === 'BOOKING_REQUEST' ? 'BOOKING_REQUEST' : 'APPOINTMENT';

/** Booking requests are proven by date of birth alone (§4); everything else also needs a code. */
export const codeRequiredFor = (type: AuthenticationType) => type !== 'BOOKING_REQUEST';

/**
 * Does the booking's own failure counter lock it (at maxFailuresPerWindow, whoever fails)? Only a
 * booking request's: it is proven by date of birth alone, while an appointment's date of birth
 * only leads to a code, limited per booking (maxCodesPerBooking). A share counts on its own.
 */
export const bookingLocks = (kind: BookingKind, shareId?: number | null) =>
  kind === 'BOOKING_REQUEST' && shareId == null;

/** Start of the rolling window that counts failures at `now`. */
export const failureWindowStart = (now: Date) => new Date(now.getTime() - authLimits.failureWindowMs);

export const isLocked = (failuresInWindow: number) => failuresInWindow >= authLimits.maxFailuresPerWindow;

export const isCodeExpired = (codeExpiresAt: Date | null, now: Date) =>
  !codeExpiresAt || codeExpiresAt.getTime() <= now.getTime();

/** Seconds until a resend is allowed; 0 when it is allowed now. */
export function resendWaitLeft(codeSentAt: Date | null, waitSeconds: number, now: Date): number {
  if (!codeSentAt) return 0;
  const left = codeSentAt.getTime() + waitSeconds * 1000 - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Contact numbers match on their last 9 digits, so 0412 345 678, 412345678 and +61 412 345 678 are
 * the same phone; fewer than 8 digits never match.
 */
export function contactNumbersMatch(typed: string | null | undefined, stored: string | null | undefined) {
  const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
  const a = digits(typed);
  const b = digits(stored);
  if (a.length < 8 || b.length < 8) return false;
  return a.slice(-9) === b.slice(-9);
}

/** j•••@example.com: enough for the patient to recognise the address, too little to learn it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** ••••••5678 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `••••••${digits.slice(-4)}`;
}

/**
 * Seconds until the booking may be sent another code (0 when it may now): the oldest send in the
 * window must leave it first.
 */
export function bookingSendWaitSeconds(sentInWindow: readonly Date[], now: Date): number {
  if (sentInWindow.length < authLimits.maxCodesPerBooking) return 0;
  const oldest = sentInWindow[sentInWindow.length - authLimits.maxCodesPerBooking] as Date;
  return Math.max(1, Math.ceil((oldest.getTime() + authLimits.codeSendWindowMs - now.getTime()) / 1000));
}
