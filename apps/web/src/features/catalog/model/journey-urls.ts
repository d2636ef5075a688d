import type { Exam } from '@rb/contracts';

/** The regionSlug value that asks the clinic finder to let the patient choose a region first (§2). */
export const SELECT_REGION = 'select-region';

/** The query parameters of the booking flow (§2) that this part of the journey reads or writes. */
export interface JourneyContext {
  regionSlug?: string | null;
  lat?: number | null;
  lng?: number | null;
  kioskMode?: boolean;
}

/** Pages under /iframe stay under /iframe, so the embedded journey never leaves its frame. */
export function embeddedPrefix(pathname: string): string {
  return pathname === '/iframe' || pathname.startsWith('/iframe/') ? '/iframe' : '';
}

/** Several procedures travel as comma-separated slugs in one path segment. */
export function parseExamSlugs(segment: string | undefined): string[] {
  if (!segment) return [];
  return [
    ...new Set(
      segment
        .split(',')
        .map((slug) => slug.trim())
        .filter(Boolean),
    ),
  ];
}

export function joinExamSlugs(slugs: readonly string[]): string {
  return slugs.map((slug) => encodeURIComponent(slug)).join(',');
}

function withQuery(
  path: string,
  entries: Record<string, string | number | boolean | null | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function regionParam(regionSlug: string | null | undefined): string | undefined {
  return regionSlug && regionSlug !== SELECT_REGION ? regionSlug : undefined;
}

/** The clinic finder; without a region or a location the patient is asked to choose a region. */
export function selectClinicUrl(prefix: string, slugs: readonly string[], context: JourneyContext): string {
  const hasLocation = context.lat != null && context.lng != null;
  return withQuery(`${prefix}/select-clinic/${joinExamSlugs(slugs)}`, {
    regionSlug: regionParam(context.regionSlug) ?? (hasLocation ? undefined : SELECT_REGION),
    lat: hasLocation ? context.lat : undefined,
    lng: hasLocation ? context.lng : undefined,
    kioskMode: context.kioskMode,
  });
}

/** The slot picker (or, for enquiry-only exams, the enquiry form) of the other half of the journey. */
export function bookingUrl(
  prefix: string,
  slugs: readonly string[],
  context: JourneyContext & { clinicId?: number | null },
): string {
  return withQuery(`${prefix}/booking/${joinExamSlugs(slugs)}`, {
    selectedClinic: context.clinicId ?? undefined,
    regionSlug: regionParam(context.regionSlug),
    lat: context.lat ?? undefined,
    lng: context.lng ?? undefined,
    kioskMode: context.kioskMode,
  });
}

/** Where choosing these exams leads: enquiry-only exams skip the clinic finder, everything else uses it. */
export function examDestination(
  prefix: string,
  exams: readonly Pick<Exam, 'slug' | 'enquiryOnly'>[],
  context: JourneyContext,
): string {
  const slugs = exams.map((exam) => exam.slug);
  if (exams.length > 0 && exams.every((exam) => exam.enquiryOnly)) return bookingUrl(prefix, slugs, context);
  return selectClinicUrl(prefix, slugs, context);
}

/** A coordinate from the query string, or null when absent or not a number in range. */
export function coordinateParam(value: string | null, limit: 90 | 180): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}
