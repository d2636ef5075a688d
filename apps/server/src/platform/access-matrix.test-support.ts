import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { TUESDAY_9AM_SYDNEY } from '../modules/appointments/booking-test-helpers';
import { samples } from '../modules/attachments/attachments.samples';
import {
  insertBookingRequest,
  lastCodeSentTo,
  sentTo,
} from '../modules/patient-auth/patient-auth.test-support';
import {
  bookXray,
  client,
  DOB,
  multipart,
  type PortalClient,
  signIn,
} from '../modules/portal/portal.test-support';
import type { ContractRoute } from '../test/contract-routes';
import { staffHeaders } from '../test/staff-auth';
import type { Db } from './db/database';

/** Shared fixtures of the access matrix (not a test file itself). */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');

const at = (minutes: number) => new Date(Date.parse(TUESDAY_9AM_SYDNEY) + minutes * 60_000).toISOString();

/** What the victim owns: every id, key and slug a secured or admin route may name. */
export interface Victim {
  bookingKey: string;
  slug: string;
  id: number;
  email: string;
  clinicId: number;
  attachmentId: number;
  reportId: number;
  shareId: number;
  request: { id: number; slug: string; bookingKey: string; attachmentId: number };
  /** The victim signed in to the appointment: the positive control of the matrix. */
  session: PortalClient;
  /** The victim signed in to the booking request. */
  requestSession: PortalClient;
  /** A signed-in recipient of the victim's RESULT share. */
  shareRecipient: PortalClient;
  /** Staff-side objects: a kiosk of the victim's clinic and a questionnaire as exported. */
  kioskId: string;
  questionnaire: Record<string, unknown>;
  /** A staff account of the victim's clinic, invited by the admin. */
  staffUserId: string;
}

/** The share key from the newest invitation sent to `to`, read from the link as a recipient does. */
async function shareKeySentTo(app: FastifyInstance, to: string): Promise<string> {
  const invitation = (await sentTo(app, to)).find((m) => m.template === 'share_invitation');
  const match = /bookingKey=([\w-]+)/.exec(invitation?.text ?? '');
  if (!match?.[1]) throw new Error(`no share invitation sent to ${to}`);
  return match[1];
}

/** A staff call made as the admin, with the admin's real access token. */
async function asAdmin(
  app: FastifyInstance,
  db: Db,
  request: { method: 'GET' | 'POST'; url: string; payload?: object },
) {
  return app.inject({ ...request, headers: await staffHeaders(app, db, 'admin') });
}

function ok(response: LightMyRequestResponse, what: string) {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * A real booking made through the booking call, with an uploaded attachment, a released report, a
 * share to a friend who has signed in, and a booking request of the same patient.
 */
export async function createVictim(app: FastifyInstance, db: Db): Promise<Victim> {
  const booking = await bookXray(app, db, at(15));
  const session = await signIn(app, booking);
  const form = multipart([{ name: 'file', fileName: 'r.png', data: samples.png() }]);
  const file = ok(
    await session.call(
      'POST',
      `/api/secured/appointments/${booking.slug}/attachments`,
      form.payload,
      form.headers,
    ),
    'upload',
  );
  ok(
    await asAdmin(app, db, {
      method: 'POST',
      url: '/api/admin/results/reports',
      payload: { bookingKey: booking.bookingKey, fileName: 'report.pdf', pdfBase64: PDF },
    }),
    'attach report',
  );
  const results = ok(await session.call('GET', `/api/secured/results/${booking.bookingKey}`), 'results');
  const friend = `friend.${booking.bookingKey.slice(0, 8).toLowerCase()}@example.com`;
  const share = ok(
    await session.call('POST', `/api/secured/appointments/${booking.bookingKey}/shares`, {
      contactDetails: friend,
      contactDetailsType: 'EMAIL',
      type: 'RESULT',
    }),
    'share',
  );
  const shareRecipient = await signInAsRecipient(app, await shareKeySentTo(app, friend), friend);
  const clinic = await sql<{ clinicId: number }>`
    select clinic_id as "clinicId" from appointment where id = ${booking.id}`.execute(db);
  const request = await insertBookingRequest(db, { dateOfBirth: DOB });
  // The victim's enquiry is at the victim's clinic too, so clinic staff rights on it are scoped alike.
  await sql`update booking_request set clinic_id = ${clinic.rows[0]?.clinicId ?? null} where id = ${request.id}`.execute(
    db,
  );
  const requestSession = await signIn(
    app,
    { bookingKey: request.bookingKey, email: request.email as string },
    'BOOKING_REQUEST',
  );
  const requestForm = multipart([{ name: 'file', fileName: 'q.png', data: samples.png() }]);
  const requestFile = ok(
    await requestSession.call(
      'POST',
      `/api/secured/booking_requests/${request.slug}/attachments`,
      requestForm.payload,
      requestForm.headers,
    ),
    'upload to the request',
  );
  const kiosk = ok(
    await asAdmin(app, db, {
      method: 'POST',
      url: '/api/admin/kiosks',
      payload: { clinicId: clinic.rows[0]?.clinicId, name: 'Front desk', allowedNetworks: ['10.0.0.0/8'] },
    }),
    'register kiosk',
  );
  const exported = ok(
    await asAdmin(app, db, { method: 'GET', url: '/api/admin/questionnaires' }),
    'export questionnaires',
  );
  const staffUser = ok(
    await asAdmin(app, db, {
      method: 'POST',
      url: '/api/admin/users',
      payload: {
        email: `staff.${booking.slug.slice(0, 8).toLowerCase()}@example.com`,
        roles: ['clinic_staff'],
      },
    }),
    'invite staff user',
  );
  const { id: _id, version: _version, ...questionnaire } = exported.questionnaires[0];
  return {
    kioskId: kiosk.id,
    staffUserId: String(staffUser.id),
    questionnaire,
    bookingKey: booking.bookingKey,
    slug: booking.slug,
    id: booking.id,
    email: booking.email,
    clinicId: clinic.rows[0]?.clinicId as number,
    attachmentId: file.id,
    reportId: results.reports[0].id,
    shareId: share.id,
    request: { ...request, attachmentId: requestFile.id },
    session,
    requestSession,
    shareRecipient,
  };
}

async function signInAsRecipient(app: FastifyInstance, shareKey: string, email: string) {
  // The recipient proves the patient's date of birth, then their own emailed code.
  const recipient = client(app);
  const type = 'APPOINTMENT_RESULTS';
  const first = ok(
    await recipient.call('POST', '/api/authentication', {
      bookingKey: shareKey,
      type,
      dateOfBirth: DOB,
      shared: true,
    }),
    'recipient authentication',
  );
  if (first.codeRequired !== false) {
    await recipient.call('POST', '/api/authentication/send_code', {
      bookingKey: shareKey,
      otpMethod: 'EMAIL',
    });
    const code = await lastCodeSentTo(app, email);
    const done = ok(
      await recipient.call('POST', '/api/authentication/validate_code', { bookingKey: shareKey, type, code }),
      'recipient code',
    );
    if (done.success !== true) throw new Error('recipient sign-in failed');
  }
  return recipient;
}

/** Another patient's appointment and booking request, each signed in: the foreign sessions. */
export async function createForeignSessions(app: FastifyInstance, db: Db) {
  const appointment = await signIn(app, await bookXray(app, db, at(30)));
  const request = await insertBookingRequest(db, { dateOfBirth: DOB });
  const requestSession = await signIn(
    app,
    { bookingKey: request.bookingKey, email: request.email as string },
    'BOOKING_REQUEST',
  );
  return { appointment, request: requestSession };
}

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
  };
  if (key in bodies) return { payload: bodies[key] };
  return route.hasBody ? { payload: {} } : {};
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
