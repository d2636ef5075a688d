import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_CODE_LENGTH } from '@rb/contracts';

const CODE_SPACE = 10 ** OTP_CODE_LENGTH;

/** A one-time code: 6 digits, uniformly from a cryptographic source, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, CODE_SPACE)).padStart(OTP_CODE_LENGTH, '0');
}

/**
 * The stored form of a code: HMAC-SHA256 keyed by the server secret and bound to its challenge, so a
 * leaked table reveals no code and a code of one challenge never matches another.
 */
export function hashCode(secret: string, challengeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');
}

/** Constant-time comparison of a typed code with the stored hash. */
export function verifyCode(secret: string, challengeId: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashCode(secret, challengeId, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A bearer token for a cookie: 256 random bits, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a database leak gives no usable cookie. */
export const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');

/** A stable, non-reversible name for a booking (or an unknown identifier) in the failure counter. */
export const subjectOf = (value: string) => createHash('sha256').update(`subject:${value}`).digest('hex');

let processSecret: string | undefined;

/**
 * The key for code hashes and captcha signatures: SESSION_SECRET (required in production), else a
 * random key per process, which is enough for development (codes live minutes) but not for several
 * instances.
 */
export function serverSecret(configured: string | undefined): string {
  if (configured) return configured;
  processSecret ??= randomBytes(32).toString('hex');
  return processSecret;
}
