import { Secret, TOTP } from 'otpauth';

const totpOf = (secret: string, label = 'staff', issuer = 'Radiology') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A fresh 160-bit TOTP secret (base32) and the otpauth URI an authenticator app reads. */
export function newTotpSecret(label: string, issuer: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, label, issuer).toString() };
}

const PERIOD_MS = 30_000;

/**
 * The time step (30 s since the epoch) of a right code, or null: the current code and the one
 * before or after it are accepted (clock drift of a phone). The caller refuses a step already used.
 */
export function totpStep(secret: string, code: string, at: Date = new Date()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : Math.floor(at.getTime() / PERIOD_MS) + delta;
}

/** The current code, for tests and for nothing else. */
export const totpCodeAt = (secret: string, at: Date) => totpOf(secret).generate({ timestamp: at.getTime() });
