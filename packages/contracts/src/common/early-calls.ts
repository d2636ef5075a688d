import { patientAuthEndpoints } from '../patient-auth/routes';

/**
 * Pages whose first call needs nothing but their own address (issue 15: a referrer's wait for
 * images; issue 16: the portal home, which asks who is signed in before it draws anything). The server names that call and the page's chunk in the served HTML as preloads, the
 * web's entry module starts the call, and the page takes its answer: one spelling on all sides,
 * since the browser matches a preload to its fetch by address.
 */
export type EarlyPage = 'viewer' | 'quick-report' | 'portal-home';

export interface EarlyStart {
  page: EarlyPage;
  /** The call's address, as the page would ask for it. */
  call: string;
}

/** The viewer route (/imaging/viewer/{viewerToken}). */
const viewerPath = /^\/imaging\/viewer\/([\w-]+\.[\w-]+)$/;
export const QUICK_REPORT_PATH = '/referrer/quick-report';
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
  if (viewerToken) return { page: 'viewer', call: viewerStudyUrl(viewerToken) };
  // With the session cookie only: the answer is the visitor's bookings, or that nobody is signed in.
  if (portalHomePath.test(pathname))
    return { page: 'portal-home', call: patientAuthEndpoints.appointmentSummaries.path };
  if (pathname !== QUICK_REPORT_PATH) return null;
  const query = new URLSearchParams(search);
  const imsec = query.get('imsec');
  if (!imsec) return null;
  return { page: 'quick-report', call: imageViewerUrl(imsec, query.get('repositorySource') ?? undefined) };
}
