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

/**
 * §3 Attachment `document`: the stored file as the caller opens it (§7 "view document" and the
 * attachment file links {base}/{id}/view and /download), named by the server so the web never builds
 * file addresses itself.
 */
export const attachmentDocument = z.object({ viewUrl: text(), downloadUrl: text() });
export type AttachmentDocument = z.infer<typeof attachmentDocument>;

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
  /** Null where the caller has no link to the file: an upload still waiting under a booking key. */
  document: attachmentDocument.nullable(),
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

/** §7 booking request attachment list: narrow the exams to one group, or ask about changed exams instead. */
export const bookingRequestAttachmentsQuery = z.object({
  examGroupName: text().trim().min(1).max(200).optional(),
  /** Comma-separated exam slugs; replaces the request's exams (400 message.unknown_exam_slugs if one is unknown). */
  changedExamSlugs: text()
    .max(2000)
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : [
            ...new Set(
              v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ],
    ),
});

/** A document type the exams in scope need, with the uploaded file that covers it, if any. */
export const examDocumentType = z.object({
  documentTypeId: z.number().int(),
  documentType: z.object({ title: text(), description: text().nullable() }),
  uploadedDocument: z.object({ id: z.number().int(), fileName: text() }).nullable(),
});
export type ExamDocumentType = z.infer<typeof examDocumentType>;

/** §3 booking request attachments: the files, and the document types its exams need (examDocumentTypes). */
export const bookingRequestAttachments = z.object({
  attachments: attachmentList,
  examDocumentTypes: z.array(examDocumentType),
});
export type BookingRequestAttachments = z.infer<typeof bookingRequestAttachments>;
