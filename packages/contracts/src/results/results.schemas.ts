import { z } from 'zod';
import { multilineText, text } from '../common/text';
import { otpMethod } from '../patient-auth/patient-auth.schemas';

export const resultBookingParams = z.object({ bookingKey: text().trim().min(1).max(128) });
export const resultReportParams = resultBookingParams.extend({ id: z.coerce.number().int().positive() });

/** What a patient must prove to open results (the same answer for every key: it reveals nothing). */
export const resultsAccessRequirements = z.object({
  authenticationType: z.literal('APPOINTMENT_RESULTS'),
  dateOfBirthRequired: z.boolean(),
  otpMethods: z.array(otpMethod),
});
export type ResultsAccessRequirements = z.infer<typeof resultsAccessRequirements>;

/** One released report the caller may see. */
export const resultReport = z.object({
  id: z.number().int(),
  bookingKey: text(),
  examName: text(),
  /** §3 nameWithModality: what the patient reads. */
  nameWithModality: text(),
  appointmentStartsAt: text(),
  fileName: text(),
  releasedAt: text(),
  expiresAt: text().nullable(),
});
export type ResultReport = z.infer<typeof resultReport>;

/** GET results: the reports, and whether the viewer is a share recipient (who may not re-share). */
export const resultsView = z.object({
  shared: z.boolean(),
  /** Reports waiting for the release delay exist (shown as "not ready yet"). */
  pending: z.boolean(),
  reports: z.array(resultReport),
  /** The booking's appointment has a study in the PACS (issue 15): the page offers "View images". */
  hasImages: z.boolean(),
});
export type ResultsView = z.infer<typeof resultsView>;

export const imageViewerLinkStatuses = ['ACTIVE', 'EXPIRED'] as const;

/** §3 Image viewer response. `url` is null while no images exist (images come with the referrer work). */
export const imageViewerResponse = z.object({
  url: text().nullable(),
  imageViewerLinkStatus: z.enum(imageViewerLinkStatuses),
  redirectUrl: text().nullable(),
  preference: text().nullable(),
  pacsUrl: text().nullable(),
});
export type ImageViewerResponse = z.infer<typeof imageViewerResponse>;

export const imageViewerQuery = z.object({
  input: text().trim().min(1).max(128),
  repositorySource: text().max(64).optional(),
});

/** A new image-viewer link (imsec) for a booking the caller may see. */
export const imageViewerLink = z.object({ imsec: text(), path: text() });

/**
 * Which radiologist reported the study (issue 42): their account's subject and name. Optional on
 * both upload paths; a radiologist uploading their own report may leave it out (they are taken).
 */
export const reportAuthor = z.object({
  subject: text().trim().min(1).max(200),
  name: text().trim().min(1).max(200),
});
export type ReportAuthor = z.infer<typeof reportAuthor>;

/** Staff attach a report: base64 PDF (small reports; a multipart path can follow with the RIS feed). */
export const attachReportRequest = z.object({
  bookingKey: text().trim().min(1).max(128),
  fileName: text().trim().min(1).max(200),
  pdfBase64: multilineText().min(1).max(700_000),
  /** Days the results stay visible; null keeps them without end. */
  expiresInDays: z.number().int().min(1).max(36500).nullish(),
  reportedBy: reportAuthor.optional(),
});
export type AttachReportRequest = z.input<typeof attachReportRequest>;

/** Provider settings of results (stored section `results`). */
export const resultsSettings = z.object({
  /** A report becomes visible this many minutes after it was attached. */
  releaseDelayMinutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 60)
    .default(0),
});
export type ResultsSettings = z.infer<typeof resultsSettings>;
