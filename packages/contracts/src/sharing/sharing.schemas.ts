import { z } from 'zod';
import { multilineText, text } from '../common/text';

/** §3 Share form: what is shared. RESULT is this booking's report; HISTORY every released report of the patient. */
export const shareTypes = ['RESULT', 'HISTORY'] as const;
export const shareType = z.enum(shareTypes);
export type ShareType = z.infer<typeof shareType>;

export const shareContactTypes = ['EMAIL', 'PHONE'] as const;
export const shareContactType = z.enum(shareContactTypes);
export type ShareContactType = z.infer<typeof shareContactType>;

/** §9: share note max 150 by default (the provider sets application.shareNoteMaxLength). */
export const SHARE_NOTE_DEFAULT_MAX = 150;
/** §5/§9: a phone is an optional plus and 9 to 15 digits. */
export const SHARE_PHONE_PATTERN = /^\+?\d{9,15}$/;
const emailCheck = z.email();

/** §5 share contact: with SMS sharing off only an email; with it on, an email or a phone. */
export function isValidShareContact(
  contactDetails: string,
  contactDetailsType: ShareContactType,
  smsSharingEnabled: boolean,
): boolean {
  const value = contactDetails.trim();
  if (contactDetailsType === 'EMAIL') return value.length <= 254 && emailCheck.safeParse(value).success;
  return smsSharingEnabled && SHARE_PHONE_PATTERN.test(value.replace(/[\s-]/g, ''));
}

/** §3 Share form. The contact and note limits depend on configuration and are checked by the service. */
export const shareForm = z.object({
  contactDetails: text().trim().min(1).max(254),
  contactDetailsType: shareContactType,
  contactName: text().trim().max(100).nullish(),
  note: multilineText().max(2000).nullish(),
  type: shareType,
  lang: text().max(20).nullish(),
});
export type ShareForm = z.input<typeof shareForm>;

/** §3 Share access record. */
export const shareAccess = z.object({
  id: z.number().int(),
  contactDetails: text(),
  contactDetailsType: shareContactType,
  contactName: text().nullable(),
  type: shareType,
  dateCreatedUTC: text(),
  dateRevoked: text().nullable(),
});
export type ShareAccess = z.infer<typeof shareAccess>;
export const shareAccessList = z.array(shareAccess);

export const shareBookingParams = z.object({ bookingKey: text().trim().min(1).max(128) });
export const shareItemParams = shareBookingParams.extend({ id: z.coerce.number().int().positive() });
