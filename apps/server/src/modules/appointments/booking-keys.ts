import { randomBytes } from 'node:crypto';

/** 144 random bits, base64url: booking keys, slugs and delete keys are unguessable. */
export function newRandomKey(): string {
  return randomBytes(18).toString('base64url');
}

/** Emails staff cause carry the §6 staffBooking flag, so the patient's sign-in page words it for them. */
export const staffConfirmationPath = (clinicSlug: string, bookingKey: string) =>
  `/${clinicSlug}/appointments/${bookingKey}?staffBooking=true`;
