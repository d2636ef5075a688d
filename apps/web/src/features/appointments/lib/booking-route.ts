/**
 * The booking page's state read from its address (§2 booking flow): the address is the state, so
 * the back button and a reload land on the same step.
 */
export interface BookingRoute {
  advanced: boolean;
  /** Several procedures put comma-separated exam slugs in the {examSlug} segment. */
  examSlugs: string[];
  week: string | undefined;
  /** selectedClinic, or clinicId (the advanced-booking filter), or mobileLocationId: a van is a clinic. */
  clinicId: number | null;
  /** One key, or one per exam when exams are booked separately. */
  bookingKeys: string[];
  separateBooking: boolean;
  upload: boolean;
  kioskMode: boolean;
  modality: string | null;
  mobileLocationId: string | null;
  /** An appointment of the booking key being moved to another time (§2 appointmentSlug). */
  appointmentSlug: string | null;
  /** Why the patient is here, from a link: an earlier appointment's status (§2 status). */
  status: BookingLinkStatus | null;
  /** The patient came from one clinic's page: the clinic finder is skipped for it (§2 navigateFromClinic). */
  navigateFromClinic: boolean;
}

/** The statuses a link to the booking pages may carry (§3 appointment statuses seen). */
export const bookingLinkStatuses = ['CANCELED', 'RESCHEDULED', 'CHANGED', 'BOOKED'] as const;
export type BookingLinkStatus = (typeof bookingLinkStatuses)[number];

const linkStatus = (value: string | null): BookingLinkStatus | null =>
  bookingLinkStatuses.find((status) => status === value?.toUpperCase()) ?? null;

const positiveInt = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

export function readBookingRoute(
  params: { examSlug?: string; week?: string },
  search: URLSearchParams,
  advanced: boolean,
): BookingRoute {
  const examSlugs = [
    ...new Set(
      (params.examSlug ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const separateBooking = examSlugs.length > 1 && search.get('separateBooking') === 'true';
  return {
    advanced,
    examSlugs,
    week: params.week,
    clinicId:
      positiveInt(search.get('selectedClinic')) ??
      positiveInt(search.get('clinicId')) ??
      positiveInt(search.get('mobileLocationId')),
    bookingKeys: (search.get('bookingKey') ?? '').split(',').filter((k) => /^[A-Za-z0-9_-]{22,64}$/.test(k)),
    separateBooking,
    upload: search.get('upload') === 'true',
    kioskMode: search.get('kioskMode') === 'true',
    modality: search.get('modality'),
    mobileLocationId: search.get('mobileLocationId'),
    appointmentSlug: /^[A-Za-z0-9_-]{1,100}$/.test(search.get('appointmentSlug') ?? '')
      ? search.get('appointmentSlug')
      : null,
    status: linkStatus(search.get('status')),
    navigateFromClinic: search.get('navigateFromClinic') === 'true',
  };
}

/** How many booking keys the page needs: one per exam when booked separately, else one. */
export const keysNeeded = (route: BookingRoute) => (route.separateBooking ? route.examSlugs.length : 1);

/** The embedded copy of the routes lives under /iframe; links stay inside the copy they start in. */
export function routePrefix(pathname: string): string {
  return pathname === '/iframe' || pathname.startsWith('/iframe/') ? '/iframe' : '';
}

/** The booking page path for exams and a week: /booking/{slugs}/{week} or /advanced-booking/... */
export function bookingPath(prefix: string, advanced: boolean, examSlugs: string[], week?: string): string {
  const base = `${prefix}/${advanced ? 'advanced-booking' : 'booking'}/${examSlugs.join(',')}`;
  return week ? `${base}/${week}` : base;
}

/**
 * Where the confirmation shows. The server names /{clinicSlug}/...; under advanced booking the
 * clinic prefix is empty (§2).
 */
export function confirmationPath(prefix: string, serverPath: string, advanced: boolean): string {
  const path = advanced
    ? serverPath.replace(/^\/[^/]+(?=\/(appointments|booking-requests)\/)/, '')
    : serverPath;
  return `${prefix}${path}`;
}
