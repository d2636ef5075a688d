import { randomBytes } from 'node:crypto';

/** 144 random bits, base64url: booking keys, slugs and delete keys are unguessable. */
export function newRandomKey(): string {
  return randomBytes(18).toString('base64url');
}
