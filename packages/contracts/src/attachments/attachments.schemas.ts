import { z } from 'zod';
import { bookingKey } from '../appointments/booking-key.schemas';
import { multilineText, text } from '../common/text';

export const documentType = z.object({
  id: z.number().int(),
  code: text(),
  title: multilineText(),
  description: multilineText().nullable(),
});
export type DocumentType = z.infer<typeof documentType>;
export const documentTypeList = z.array(documentType);

/** §3 Attachment. `slug` is unguessable and names the file in download and view links. */
export const attachment = z.object({
  id: z.number().int(),
  slug: text(),
  fileName: text(),
  contentType: text(),
  size: z.number().int(),
  documentTypeId: z.number().int().nullable(),
  documentType: z.object({ title: text(), description: text().nullable() }).nullable(),
  description: multilineText().nullable(),
  createdAt: text(),
});
export type Attachment = z.infer<typeof attachment>;
export const attachmentList = z.array(attachment);

/**
 * Form fields sent beside the file (multipart/form-data, file field `file`). Documented here; the
 * server reads them from the multipart stream.
 */
export const referralUploadFields = z.object({
  documentTypeId: z.coerce.number().int().positive().optional(),
  description: multilineText().trim().max(500).optional(),
});

export const temporaryReferralParams = z.object({ bookingKey });
export const temporaryReferralItemParams = z.object({
  bookingKey,
  id: z.coerce.number().int().positive(),
});
