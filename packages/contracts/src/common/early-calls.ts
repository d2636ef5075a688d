import { appointmentEndpoints } from '../appointments/routes';
import { catalogEndpoints } from '../catalog/routes';
import { patientAuthEndpoints } from '../patient-auth/routes';
import { questionnaireEndpoints } from '../questionnaires/routes';

/**
 * Pages whose first calls need nothing but their own address: the web's entry module starts them
 * beside its own start-up, and the page takes their answers (issue 15: a referrer's wait for
 * images; issue 16: the home page's exams, the portal's question of who is signed in, and a
 * booking's confirmation with the questionnaires it asks first). Where `preload` is set the server
 * names the calls in the served HTML too, with the page's chunks, so the browser asks alongside the
 * entry script: one spelling on all sides, since the browser matches a preload to its fetch by
 * address.
 */
export type EarlyPage = 'viewer' | 'quick-report' | 'portal-home' | 'portal' | 'home' | 'confirmation';

export interface EarlyStart {
  page: EarlyPage;
  /** The calls' addresses, as the page would ask for them. */
  calls: string[];
  /**
   * Whether the served HTML preloads the calls. Not on the home page, a booking's portal page or a
   * confirmation: over HTTP/1.1 two more requests beside the home page's eleven scripts pushed
   * scripts into a later round on the browser's six connections, and the app started about 240 ms
   * later on slow 4G; asked by the entry module, the answers are still in before the page renders.
   */
  preload: boolean;
}

/** The viewer route (/imaging/viewer/{viewerToken}). */
const viewerPath = /^\/imaging\/viewer\/([\w-]+\.[\w-]+)$/;
export const QUICK_REPORT_PATH = '/referrer/quick-report';
/** The home page, also in the embedded frame. */
const homePath = /^(\/iframe)?\/?$/;
/**
 * A booking's confirmation, /{clinicPath}/appointments/{bookingKey} (and /kiosk), also in the
 * embedded frame; not the portal's /iframe/appointments/{bookingKey}, a pending confirmation, nor
 * the staff's /admin/appointments/{slug}, which the route table matches first.
 */
const confirmationPath =
  /^(?:\/iframe)?\/(?!(?:iframe|admin)\/)[^/]+\/appointments\/(?!pending(?:\/|$))([\w-]+)(?:\/kiosk)?\/?$/;
/** A booking's portal page, /appointments/{bookingKey} or /a/{bookingKey}, also in the embedded frame. */
const portalPath = /^(?:\/iframe)?\/(?:appointments|a)\/(?!pending\/?$)[\w-]+\/?$/;
/** The portal home's addresses (/appointments, /a, /booking-requests, /br), also in the embedded frame. */
const portalHomePath = /^(\/iframe)?\/(appointments|a|booking-requests|br)\/?$/;

/** The study call of a viewer token. */
export const viewerStudyUrl = (viewerToken: string) => `/api/imaging/viewer/${viewerToken}`;

/** The §7 image viewer call of the quick-report page. */
export function imageViewerUrl(imsec: string, repositorySource?: string): string {
  const query = new URLSearchParams({ input: imsec });
  if (repositorySource) query.set('repositorySource', repositorySource);
  return `/api/image_viewer?${query}`;
}

/** The viewer token of a viewer address, or null. */
export const viewerTokenOf = (pathname: string) => viewerPath.exec(pathname)?.[1] ?? null;

export function earlyStartOf(pathname: string, search: string): EarlyStart | null {
  const viewerToken = viewerTokenOf(pathname);
  if (viewerToken) return { page: 'viewer', calls: [viewerStudyUrl(viewerToken)], preload: true };
  if (homePath.test(pathname))
    return {
      page: 'home',
      calls: [catalogEndpoints.listExams.path, catalogEndpoints.listBodyParts.path],
      preload: false,
    };
  const confirmationKey = confirmationPath.exec(pathname)?.[1];
  if (confirmationKey) {
    // As the page asks: its confirmation, then the questionnaires required before it (§4).
    const query = new URLSearchParams({ bookingKey: confirmationKey, types: 'REQUIRED_ON_CONFIRMATION' });
    return {
      page: 'confirmation',
      calls: [
        appointmentEndpoints.appointmentConfirmation.path.replace('{bookingKey}', confirmationKey),
        `${questionnaireEndpoints.getQuestionnaires.path}?${query}`,
      ],
      preload: false,
    };
  }
  // With the session cookie only: the answer is the visitor's bookings, or that nobody is signed in.
  if (portalHomePath.test(pathname))
    return { page: 'portal-home', calls: [patientAuthEndpoints.appointmentSummaries.path], preload: true };
  // Whether the session has proved this booking: the page sends the visitor to sign in when not.
  if (portalPath.test(pathname))
    return { page: 'portal', calls: [patientAuthEndpoints.getAuthentication.path], preload: false };
  if (pathname !== QUICK_REPORT_PATH) return null;
  const query = new URLSearchParams(search);
  const imsec = query.get('imsec');
  if (!imsec) return null;
  const call = imageViewerUrl(imsec, query.get('repositorySource') ?? undefined);
  return { page: 'quick-report', calls: [call], preload: true };
}
