import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { text } from '../common/text';
import { resultsEndpoints } from '../results/endpoints';
import {
  imageViewerDirectRequest,
  imageViewerDirectResponse,
  imageViewerGenerateQuery,
  imageViewerGenerateResponse,
  imagingLinkParams,
  referrerReferrals,
  renderedQuery,
  viewerFrameParams,
  viewerInstanceParams,
  viewerSeriesParams,
  viewerStudy,
  viewerStudyParams,
  viewerTokenParams,
} from './imaging.schemas';

const tags = ['imaging'];

/** DICOM JSON (PS3.18 F.2) as the PACS answers it, with its absolute URLs rewritten to our proxy. */
const dicomJson = z.array(z.record(text(), z.unknown()));

/**
 * §7 image viewer calls and the authorising proxy the viewer uses. Every proxy call is limited to
 * the one study its viewer token grants: any other UID (or a path trick) answers 404.
 */
export const imagingEndpoints = {
  /** §7 GET /api/image_viewer?input={imsec}: §3 Image viewer response (§4 statuses). */
  imageViewer: resultsEndpoints.imageViewer,
  /**
   * §7 direct: a signed-in referrer or radiologist (bearer token, policy `images.read`) opens the
   * study of an imsec or accession number; 404 `message.user_not_have_access_to_images` for a study
   * that is not theirs or does not exist (alike), 403 for a revoked link or a role without the right.
   */
  direct: endpoint({
    method: 'POST',
    path: '/api/image_viewer/direct',
    summary: 'Viewer url for a signed-in referrer or radiologist (the browser is redirected to it)',
    tags,
    body: imageViewerDirectRequest,
    response: imageViewerDirectResponse,
  }),
  /** §7 generate (staff, radiologist or service client; policy `images.share`); 404 unknown study. */
  generate: endpoint({
    method: 'POST',
    path: '/api/image_viewer/generate',
    summary: 'Create an imsec link for the study with this accession number',
    tags,
    query: imageViewerGenerateQuery,
    response: imageViewerGenerateResponse,
    status: 201,
  }),
  /** Revoke an imsec: the viewer and proxy stop within a second (policy `images.share`). */
  revoke: endpoint({
    method: 'POST',
    path: '/api/admin/image_viewer_links/{imsec}/revoke',
    summary: 'Revoke an image viewer link',
    tags,
    params: imagingLinkParams,
    response: z.object({ revoked: z.boolean() }),
  }),
  /** A signed-in referrer's studies (links issued to their email), each opened through `direct`. */
  referrals: endpoint({
    method: 'GET',
    path: '/api/admin/referrer/referrals',
    summary: "The signed-in referrer's studies with released reports",
    tags,
    response: referrerReferrals,
  }),
  viewerStudy: endpoint({
    method: 'GET',
    path: '/api/imaging/viewer/{viewerToken}',
    summary: 'The study the viewer token grants: series, instances, window presets',
    tags,
    params: viewerTokenParams,
    response: viewerStudy,
  }),
  studyMetadata: endpoint({
    method: 'GET',
    path: '/api/imaging/viewer/{viewerToken}/studies/{studyUid}/metadata',
    summary: 'WADO-RS study metadata through the proxy',
    tags,
    params: viewerStudyParams,
    response: dicomJson,
  }),
  studySeries: endpoint({
    method: 'GET',
    path: '/api/imaging/viewer/{viewerToken}/studies/{studyUid}/series',
    summary: 'QIDO-RS series of the study through the proxy',
    tags,
    params: viewerStudyParams,
    response: dicomJson,
  }),
  seriesMetadata: endpoint({
    method: 'GET',
    path: '/api/imaging/viewer/{viewerToken}/studies/{studyUid}/series/{seriesUid}/metadata',
    summary: 'WADO-RS series metadata through the proxy',
    tags,
    params: viewerSeriesParams,
    response: dicomJson,
  }),
  seriesInstances: endpoint({
    method: 'GET',
    path: '/api/imaging/viewer/{viewerToken}/studies/{studyUid}/series/{seriesUid}/instances',
    summary: 'QIDO-RS instances of a series through the proxy',
    tags,
    params: viewerSeriesParams,
    response: dicomJson,
  }),
  instanceMetadata: endpoint({
    method: 'GET',
    path: '/api/imaging/viewer/{viewerToken}/studies/{studyUid}/series/{seriesUid}/instances/{instanceUid}/metadata',
    summary: 'WADO-RS instance metadata through the proxy',
    tags,
    params: viewerInstanceParams,
    response: dicomJson,
  }),
  /** image/png (or image/jpeg with quality); the thumbnail is this with `viewport`. */
  instanceRendered: endpoint({
    method: 'GET',
    path: '/api/imaging/viewer/{viewerToken}/studies/{studyUid}/series/{seriesUid}/instances/{instanceUid}/rendered',
    summary: 'A rendered instance (thumbnails: with viewport)',
    tags,
    params: viewerInstanceParams,
    query: renderedQuery,
    response: z.unknown(),
  }),
  /** image/png (or image/jpeg with quality), windowed by `window=center,width,linear`. */
  frameRendered: endpoint({
    method: 'GET',
    path: '/api/imaging/viewer/{viewerToken}/studies/{studyUid}/series/{seriesUid}/instances/{instanceUid}/frames/{frame}/rendered',
    summary: 'A rendered frame, windowed',
    tags,
    params: viewerFrameParams,
    query: renderedQuery,
    response: z.unknown(),
  }),
};
