import { z } from 'zod';
import { multilineText, text } from '../common/text';

/**
 * The §7 attachment calls of the portal. `{id}` is the appointment's or booking request's slug;
 * `{attachmentId}` is the attachment's numeric id within it.
 */
export const securedOwnerParams = z.object({ id: text().min(8).max(64) });
export const securedAttachmentParams = z.object({
  id: text().min(8).max(64),
  attachmentId: z.coerce.number().int().positive(),
});

/** PUT …/attachments/{attachmentId}: what a patient may change of an uploaded file. */
export const attachmentUpdate = z.object({
  documentTypeId: z.number().int().positive().nullish(),
  description: multilineText().trim().max(500).nullish(),
});
export type AttachmentUpdate = z.input<typeof attachmentUpdate>;

/** GET /api/secured/booking_requests/{id}/download: the referral links of a booking request. */
export const referralLinks = z.array(
  z.object({ id: z.number().int(), fileName: text(), downloadUrl: text(), viewUrl: text() }),
);
export type ReferralLinks = z.infer<typeof referralLinks>;

/** Attachment file links: {base}/{attachmentId}/download and {base}/{attachmentId}/view (§7). */
export const attachmentFileUrl = (
  base: 'appointments' | 'booking_requests',
  ownerSlug: string,
  attachmentId: number,
  mode: 'download' | 'view',
) => `/api/secured/${base}/${encodeURIComponent(ownerSlug)}/attachments/${attachmentId}/${mode}`;
