import { Secret, TOTP } from 'otpauth';

const totpOf = (secret: string, label = 'staff', issuer = 'Radiology') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A fresh 160-bit TOTP secret (base32) and the otpauth URI an authenticator app reads. */
export function newTotpSecret(label: string, issuer: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, label, issuer).toString() };
}

/** Accepts the current code and the one before or after it (clock drift of a phone). */
export function totpMatches(secret: string, code: string, at: Date = new Date()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: 1 }) !== null;
}

/** The current code, for tests and for nothing else. */
export const totpCodeAt = (secret: string, at: Date) => totpOf(secret).generate({ timestamp: at.getTime() });
