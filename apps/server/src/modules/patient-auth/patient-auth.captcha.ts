import type { CaptchaChallenge } from '@rb/contracts';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { authLimits } from './patient-auth.rules';

/** Proof-of-work size: a browser finds the number in about a second, a bot pays it per attempt. */
export const CAPTCHA_MAX_NUMBER = 50_000;

export interface CaptchaCheck {
  valid: boolean;
  /** The challenge hash, to remember the solution as used. */
  challenge?: string;
  expiresAt?: Date;
}

/**
 * Self-hosted ALTCHA (v1 challenge format, the one the browser solver implements): challenges are
 * signed with the server secret and carry their expiry, so the server keeps no state until a
 * solution is used; expiry is judged by our clock, not the library's.
 */
export function createCaptcha(secret: string) {
  return {
    async challenge(now: Date): Promise<CaptchaChallenge> {
      const challenge = await createChallenge({
        hmacKey: secret,
        maxnumber: CAPTCHA_MAX_NUMBER,
        expires: new Date(now.getTime() + authLimits.captchaTtlMs),
      });
      return { ...challenge, maxnumber: challenge.maxnumber ?? CAPTCHA_MAX_NUMBER };
    },

    async check(payload: string, now: Date): Promise<CaptchaCheck> {
      let decoded: { challenge?: unknown; salt?: unknown; number?: unknown; algorithm?: unknown };
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return { valid: false };
      }
      if (typeof decoded?.challenge !== 'string' || typeof decoded.salt !== 'string') return { valid: false };
      const expires = Number(extractParams(decoded as never).expires);
      if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) return { valid: false };
      const valid = await verifySolution(decoded as never, secret, false);
      return valid
        ? { valid, challenge: decoded.challenge, expiresAt: new Date(expires * 1000) }
        : { valid: false };
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
