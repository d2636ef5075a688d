import { samples } from '../modules/attachments/attachments.samples';
import { DOB, multipart } from '../modules/portal/portal.test-support';
import type { ContractRoute } from '../test/contract-routes';
import { at, type CatalogBodies, PDF, type Victim } from './access-matrix.test-support';

/** The bodies and URLs the access matrix sends to each route (not a test file itself). */

/**
 * Valid bodies of the calls that take one, so the access check (not validation) decides the answer
 * and a missing check would really act on the victim's booking.
 */
export function bodyFor(
  route: ContractRoute,
  victim: Victim,
): { payload?: unknown; headers?: Record<string, string> } {
  const key = `${route.method} ${route.path}`;
  if (route.method === 'POST' && /\/attachments$/.test(route.path)) {
    const form = multipart([{ name: 'file', fileName: 'x.png', data: samples.png() }]);
    return { payload: form.payload, headers: form.headers };
  }
  const bodies: Record<string, unknown> = {
    'POST /api/secured/appointments/{id}/cancel': { reason: 'Other' },
    'POST /api/secured/appointments/{id}/decline': { reason: 'Other' },
    'POST /api/secured/appointments/{id}/reschedule': { deviceId: 1, start: at(45) },
    'PUT /api/secured/appointments/{id}/attachments/{attachmentId}': { description: 'x' },
    'PUT /api/secured/booking_requests/{id}/attachments/{attachmentId}': { description: 'x' },
    'POST /api/secured/booking_requests/{id}/status': { status: 'CANCELED' },
    'PUT /api/secured/appointments/{id}/consent_forms': { data: { mri: true } },
    'POST /api/secured/call_centre_email/{bookingKey}': { message: 'Hello' },
    'POST /api/secured/callback_request/{bookingKey}': { preferredTime: 'Mornings' },
    'POST /api/secured/appointments/{bookingKey}/shares': {
      contactDetails: 'mallory@example.com',
      contactDetailsType: 'EMAIL',
      type: 'HISTORY',
    },
    'POST /api/secured/patient_change_requests': {
      origin: 'APPOINTMENT',
      bookingKey: victim.bookingKey,
      changes: { firstName: 'Mallory' },
    },
    'POST /api/secured/appointments/{slug}/check_in': { appointmentSlug: victim.slug },
    'POST /api/secured/appointments/{slug}/check_in/prepare': { appointmentSlug: victim.slug },
    'POST /api/admin/kiosks': { clinicId: victim.clinicId, name: 'Mallory', allowedNetworks: ['0.0.0.0/0'] },
    'PUT /api/admin/kiosks/{id}/mode': { kioskMode: false },
    'POST /api/admin/questionnaires': { questionnaires: [victim.questionnaire], dryRun: true },
    // Privilege escalation attempts: whoever gets these through makes an admin.
    'POST /api/admin/users': { email: 'mallory.admin@example.com', roles: ['admin'] },
    'PUT /api/admin/users/{id}/access': { roles: ['admin'], clinicIds: [] },
    'PUT /api/admin/users/{id}/disabled': { disabled: false },
    'PUT /api/admin/users/second-factor-policy': { roles: [] },
    'POST /api/admin/results/reports': { bookingKey: victim.bookingKey, fileName: 'x.pdf', pdfBase64: PDF },
    'PUT /api/admin/results/settings': { releaseDelayMinutes: 0 },
    'POST /api/admin/appointments/{slug}/notes': { text: 'Mallory was here' },
    'PUT /api/admin/appointments/{slug}/referrer': { email: 'mallory@example.com', name: 'Mallory' },
    'POST /api/admin/contact_requests/{id}/notes': { note: 'Mallory was here' },
    'POST /api/admin/check_in/demo_appointment': {
      clinicId: victim.clinicId,
      lastName: 'Mallory',
      dateOfBirth: DOB,
    },
    'PUT /api/admin/check_in/clinics/{clinicId}/setting': {
      enabled: true,
      opensMinutes: null,
      simpleMode: false,
      showGenderSelection: false,
      referralRequired: false,
      risFolioNumbers: false,
      simulateRisFailure: false,
    },
    // Schedule changes as dry runs (issue 39): checked and answered, nothing saved.
    ...scheduleDryRuns(),
    ...catalogWrites(victim.catalog),
  };
  if (key in bodies) return { payload: bodies[key] };
  return route.hasBody ? { payload: {} } : {};
}

function scheduleDryRuns(): Record<string, unknown> {
  const clinic = '/api/admin/clinics/{clinicId}';
  const dryRun = { expectedVersion: 1, dryRun: true };
  return {
    [`PUT ${clinic}/devices/{deviceId}/template`]: { ...dryRun, effectiveFrom: '2026-04-01', sessions: [] },
    [`PUT ${clinic}/devices/{deviceId}/status`]: { ...dryRun, status: 'OUT_OF_SERVICE' },
    [`POST ${clinic}/closures`]: {
      ...dryRun,
      deviceId: null,
      fromDate: '2026-03-03',
      toDate: '2026-03-03',
      reason: 'x',
    },
    [`POST ${clinic}/closures/import`]: {
      ...dryRun,
      calendar: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:matrix',
        'DTSTART;VALUE=DATE:20260303',
        'SUMMARY:x',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    },
    [`POST ${clinic}/blocks`]: { ...dryRun, deviceId: 1, startsAt: at(0), endsAt: at(60), reason: 'x' },
  };
}

/** Catalogue writes (issue 39): new entries under names of their own, updates to what is there. */
function catalogWrites(catalog: CatalogBodies): Record<string, unknown> {
  return {
    'POST /api/admin/regions': { ...catalog.region, slug: 'matrix-region' },
    'PUT /api/admin/regions/{id}': catalog.region,
    'POST /api/admin/postal_codes/import': { csv: 'code,suburb,state,latitude,longitude\n', dryRun: true },
    // A dry run (the query's default): checked and answered, nothing written.
    'POST /api/admin/catalog/import': { version: 1 },
    'POST /api/admin/catalog/import/csv': { csv: 'clinicPath,name\nmatrix-sheet-clinic,Matrix\n' },
    'POST /api/admin/clinics': { ...catalog.clinic, clinicPath: 'matrix-clinic' },
    'PUT /api/admin/clinics/{clinicId}': catalog.clinic,
    'PUT /api/admin/clinics/{clinicId}/archived': { archived: false },
    'POST /api/admin/clinics/{clinicId}/devices': { ...catalog.device, name: 'Matrix room', examSlugs: [] },
    'PUT /api/admin/clinics/{clinicId}/devices/{deviceId}': catalog.device,
    'POST /api/admin/exams': { ...catalog.exam, slug: 'matrix-exam' },
    'PUT /api/admin/exams/{id}': catalog.exam,
    'PUT /api/admin/clinics/{clinicId}/stops/{date}': {
      placeName: 'Matrix car park',
      address: '1 Matrix Street',
      latitude: -33.8,
      longitude: 151.2,
      opens: '08:00',
      closes: '12:00',
    },
    'PUT /api/admin/exams/order': catalog.examOrder,
  };
}

/** Whether `bodyFor` gives this call a valid body, so validation cannot answer before the check. */
export function hasKnownBody(route: ContractRoute, victim: Victim): boolean {
  if (!route.hasBody) return true;
  const { payload } = bodyFor(route, victim);
  return (
    payload !== undefined && !(typeof payload === 'object' && Object.keys(payload as object).length === 0)
  );
}

/** Named path segments → the victim's value a route's `{id}` after that segment means. */
const idAfterSegment = (victim: Victim): Record<string, number> => ({
  shares: victim.shareId,
  reports: victim.reportId,
  clinics: victim.clinicId,
  patient_change_requests: victim.changeRequestId,
  contact_requests: victim.contactRequestId,
  patients: victim.patientId,
});

/** The route's URL with every parameter naming the victim's booking, file, report or share. */
export function fillRoute(route: ContractRoute, victim: Victim): string {
  const requestRoute = route.path.startsWith('/api/secured/booking_requests/');
  const valueFor = (name: string, shape: { type?: string; enum?: unknown[] } | undefined, before: string) => {
    const numeric = shape?.type === 'integer' || shape?.type === 'number';
    const previous = before.split('/').filter(Boolean).at(-1) ?? '';
    if (name === 'bookingKey') return requestRoute ? victim.request.bookingKey : victim.bookingKey;
    if (name === 'attachmentId')
      return String(requestRoute ? victim.request.attachmentId : victim.attachmentId);
    if (name === 'clinicId') return String(victim.clinicId);
    if (name === 'imsec') return victim.imsec;
    // A local date: a van stop's day (issue 39), the day after the matrix's today.
    if (name === 'date') return '2026-03-03';
    if (name === 'id' && previous === 'kiosks') return victim.kioskId;
    if (name === 'id' && previous === 'users') return victim.staffUserId;
    if (
      (name === 'id' || name === 'slug') &&
      (previous === 'appointments' || previous === 'booking_requests')
    ) {
      const owner = previous === 'booking_requests' ? victim.request : victim;
      return numeric ? String(owner.id) : owner.slug;
    }
    if (name === 'id' && previous in idAfterSegment(victim)) return String(idAfterSegment(victim)[previous]);
    if (shape?.enum?.length) return String(shape.enum[0]);
    return numeric ? '1' : 'smith';
  };
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string, offset: number) =>
    encodeURIComponent(valueFor(name, route.pathParams[name], route.path.slice(0, offset))),
  );
  const query = new URLSearchParams(
    Object.entries(route.requiredQuery).map(([name, shape]) => [name, valueFor(name, shape, '')]),
  ).toString();
  return query ? `${path}?${query}` : path;
}
