import { AppError, badRequest } from './errors';
import {
  type CounterWindow,
  counterKey,
  fixedWindow,
  type RequestCounter,
  secondsLeft,
} from './request-counter';

const HOUR_MS = 60 * 60_000;

/**
 * Issue 12: what one address or one email may do in an hour. Past `captchaAfter` submissions an
 * address must solve the captcha for each further one; past `perAddress`/`perEmail` it is refused.
 * Every figure is multiplied by RATE_LIMIT_SCALE (1 in production).
 */
export const bookingLimitRules = {
  APPOINTMENT: { perAddress: 20, perEmail: 10, captchaAfter: 3, message: 'message.too_many_bookings' },
  BOOKING_REQUEST: {
    perAddress: 10,
    perEmail: 5,
    captchaAfter: 3,
    message: 'message.too_many_booking_requests',
  },
  /** Slot holds placed per address and hour, and holds alive at once per address. */
  HOLD: { perAddress: 60, livePerAddress: 5, message: 'message.too_many_holds' },
  /** Separate bookings of several exams each send one request: one solved captcha covers them. */
  captchaUses: 6,
} as const;

export type SubmissionKind = 'APPOINTMENT' | 'BOOKING_REQUEST';

/** A 429 that says when the limit lifts: `seconds` becomes Retry-After, `minutes` goes into the text. */
export const limitReached = (messageKey: string, seconds: number) =>
  new AppError(429, messageKey, { seconds, minutes: Math.ceil(seconds / 60) });

/** The captcha check of patient authentication (ALTCHA, signed by the server, expiry by our clock). */
export interface CaptchaVerifier {
  check(payload: string, now: Date): Promise<{ valid: boolean; challenge?: string; expiresAt?: Date }>;
}

/** A slot holder's address as stored on its holds: hashed, never the address itself. */
export const holderOf = (address: string) => counterKey('hold-holder', address);

export function createBookingLimits(options: {
  counter: RequestCounter;
  captcha: CaptchaVerifier;
  now: () => Date;
  scale: number;
}) {
  const { counter, scale } = options;

  /** A solved captcha, good for a few submissions before it expires. */
  async function requireCaptcha(payload: string | null | undefined, window: CounterWindow, now: Date) {
    if (!payload) throw limitReached('message.captcha_required', secondsLeft(window, now));
    const check = await options.captcha.check(payload, now);
    if (!check.valid || !check.challenge || !check.expiresAt) throw badRequest('message.captcha_failed');
    const expiry = { start: check.expiresAt, end: check.expiresAt };
    const [uses] = await counter.bump(
      [
        {
          key: counterKey('captcha-use', check.challenge),
          window: expiry,
          max: bookingLimitRules.captchaUses,
        },
      ],
      now,
    );
    if ((uses ?? 0) > bookingLimitRules.captchaUses) throw badRequest('message.captcha_failed');
  }

  return {
    /**
     * Counts a booking or enquiry submission against its address and its email, then refuses it
     * (429, Retry-After) past a limit, or asks for the captcha past the threshold. Counted before
     * anything is written, so refused and failed attempts count too.
     */
    async submission(
      kind: SubmissionKind,
      who: { address: string; email: string; captcha?: string | null },
    ): Promise<void> {
      const rule = bookingLimitRules[kind];
      const now = options.now();
      const window = fixedWindow(now, HOUR_MS);
      const [byAddress = 0, byEmail = 0] = await counter.bump(
        [
          { key: counterKey(`${kind}:address`, who.address), window, max: rule.perAddress * scale },
          {
            key: counterKey(`${kind}:email`, who.email.trim().toLowerCase()),
            window,
            max: rule.perEmail * scale,
          },
        ],
        now,
      );
      if (byAddress > rule.perAddress * scale || byEmail > rule.perEmail * scale) {
        throw limitReached(rule.message, secondsLeft(window, now));
      }
      if (byAddress > rule.captchaAfter * scale) await requireCaptcha(who.captcha, window, now);
    },

    /** Counts a slot hold against its address; the live-hold cap is checked where the hold is written. */
    async hold(address: string): Promise<void> {
      const now = options.now();
      const window = fixedWindow(now, HOUR_MS);
      const [placed = 0] = await counter.bump(
        [
          {
            key: counterKey('HOLD:address', address),
            window,
            max: bookingLimitRules.HOLD.perAddress * scale,
          },
        ],
        now,
      );
      if (placed > bookingLimitRules.HOLD.perAddress * scale) {
        throw limitReached(bookingLimitRules.HOLD.message, secondsLeft(window, now));
      }
    },

    /** Holds one address may keep alive at once. */
    liveHoldsPerAddress: bookingLimitRules.HOLD.livePerAddress * scale,
  };
}

export type BookingLimits = ReturnType<typeof createBookingLimits>;
