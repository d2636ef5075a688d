import { z } from 'zod';
import { appointmentStatus } from '../appointments/appointments.schemas';
import { text } from '../common/text';

/**
 * Referrer imaging (issue 15). A DICOM UID: digits in dot-separated parts, no empty part, at most 64
 * characters (PS3.5 §9.1). The same pattern guards the proxy, so a UID can never hold `..`, `%` or `/`.
 */
export const DICOM_UID_PATTERN = /^(?:0|[1-9][0-9]*)(?:\.(?:0|[1-9][0-9]*))*$/;
export const dicomUid = text().max(64).regex(DICOM_UID_PATTERN, { message: 'message.field_invalid' });

/** A configured PACS (DICOMweb repository) or the demo image source; `repositorySource` of §7 names one. */
export const repositorySource = text()
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'message.field_invalid' });

/** The short-lived viewer token the proxy accepts (base64url, signed by the server). */
export const viewerToken = text()
  .min(20)
  .max(400)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { message: 'message.field_invalid' });

/** Where the web's own viewer lives: `url` of §3 is `${VIEWER_ROUTE}/{viewerToken}`. */
export const IMAGE_VIEWER_ROUTE = '/imaging/viewer';
export const imageViewerPath = (token: string) => `${IMAGE_VIEWER_ROUTE}/${encodeURIComponent(token)}`;

/** POST /api/image_viewer/direct body (§7): the imsec (or accession number) the signed-in user opens. */
export const imageViewerDirectRequest = z.object({
  input: text().trim().min(1).max(128),
  username: text().trim().max(200).optional(),
  email: text().trim().max(320).optional(),
  repositorySource: repositorySource.optional(),
});
export type ImageViewerDirectRequest = z.input<typeof imageViewerDirectRequest>;
export const imageViewerDirectResponse = z.object({ url: text() });
export type ImageViewerDirectResponse = z.infer<typeof imageViewerDirectResponse>;

/** POST /api/image_viewer/generate query (§7; the body is empty). */
export const imageViewerGenerateQuery = z.object({
  accessionNumber: text().trim().min(1).max(64),
  repositorySource: repositorySource.optional(),
  /** The PACS's own id of the study when the accession number is not unique there (its StudyInstanceUID). */
  repositorySourceId: dicomUid.optional(),
});
/** The new imsec and the §7 path that opens it; `expiresAt` ISO time. */
export const imageViewerGenerateResponse = z.object({
  imsec: text(),
  path: text(),
  quickReportPath: text(),
  expiresAt: text(),
});
export type ImageViewerGenerateResponse = z.infer<typeof imageViewerGenerateResponse>;

export const imagingLinkParams = z.object({ imsec: text().trim().min(1).max(128) });

/** One series of the granted study as the viewer lists it (instances sorted by InstanceNumber). */
export const viewerSeries = z.object({
  seriesInstanceUid: dicomUid,
  seriesNumber: z.number().int().nullable(),
  modality: text().nullable(),
  description: text().nullable(),
  instances: z.array(z.object({ sopInstanceUid: dicomUid, instanceNumber: z.number().int().nullable() })),
});
export type ViewerSeries = z.infer<typeof viewerSeries>;

/** A CT/MR window preset the viewer offers (centre and width in the rescaled unit, e.g. HU). */
export const windowPreset = z.object({ name: text(), center: z.number(), width: z.number() });

/** GET /api/imaging/viewer/{viewerToken}: what the viewer needs to draw the one study it may show. */
export const viewerStudy = z.object({
  studyInstanceUid: dicomUid,
  accessionNumber: text().nullable(),
  studyDate: text().nullable(),
  studyDescription: text().nullable(),
  modalities: z.array(text()),
  series: z.array(viewerSeries),
  windowPresets: z.array(windowPreset),
  /** Seconds the viewer token stays valid; the viewer asks /api/image_viewer again after it. */
  expiresInSeconds: z.number().int(),
  /** The proxied DICOMweb root for this token: `${dicomWebRoot}/studies/{uid}/…`. */
  dicomWebRoot: text(),
});
export type ViewerStudy = z.infer<typeof viewerStudy>;

export const viewerTokenParams = z.object({ viewerToken });
export const viewerStudyParams = viewerTokenParams.extend({ studyUid: dicomUid });
export const viewerSeriesParams = viewerStudyParams.extend({ seriesUid: dicomUid });
export const viewerInstanceParams = viewerSeriesParams.extend({ instanceUid: dicomUid });
export const viewerFrameParams = viewerInstanceParams.extend({
  frame: z.coerce.number().int().min(1).max(10_000),
});

/**
 * The only query keys the proxy forwards for rendered images. `window` is `center,width,linear`
 * (commas stay literal upstream); `viewport` is `width,height`; `quality` 1–100 for JPEG.
 */
export const renderedQuery = z.object({
  window: text()
    .regex(/^-?\d{1,5}(\.\d{1,3})?,\d{1,5}(\.\d{1,3})?,(linear|sigmoid)$/, {
      message: 'message.field_invalid',
    })
    .optional(),
  viewport: text()
    .regex(/^\d{1,4},\d{1,4}$/, { message: 'message.field_invalid' })
    .optional(),
  quality: z.coerce.number().int().min(1).max(100).optional(),
});

/**
 * One referral of a signed-in referrer: an appointment they referred (patient, exam, time, status),
 * or a study whose link was issued to them. `accessionNumber` is null until the appointment has
 * images; with it, `direct` opens them.
 */
export const referrerReferral = z.object({
  accessionNumber: text().nullable(),
  patientName: text().nullable(),
  studyDescription: text().nullable(),
  /** DICOM study date (YYYYMMDD) of a study known only by its link. */
  studyDate: text().nullable(),
  /** The appointment's start (ISO) when the referral is an appointment. */
  startsAt: text().nullable(),
  appointmentStatus: appointmentStatus.nullable(),
  clinicName: text().nullable(),
  modalities: z.array(text()),
  reportReleased: z.boolean(),
  linkExpiresAt: text().nullable(),
});
export const referrerReferrals = z.object({ referrals: z.array(referrerReferral) });
export type ReferrerReferrals = z.infer<typeof referrerReferrals>;
