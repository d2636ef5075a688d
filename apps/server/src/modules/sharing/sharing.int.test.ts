import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { databaseTargets } from '../../test/databases';
import { useStaffAuthorization } from '../../test/staff-auth';
import { useAuthTestApp } from '../patient-auth/patient-auth.int-support';
import {
  browser,
  insertAppointment,
  lastCodeSentTo,
  sentTo,
} from '../patient-auth/patient-auth.test-support';

const DOB = '1970-03-04';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');

type Browser = ReturnType<typeof browser>;

/** The share key from the newest invitation sent to `to` (as the recipient reads the link). */
async function shareKeySentTo(app: FastifyInstance, to: string): Promise<string> {
  const invitation = (await sentTo(app, to)).find((m) => m.template === 'share_invitation');
  const match = /bookingKey=([\w-]+)/.exec(invitation?.text ?? '');
  if (!match?.[1]) throw new Error(`no share sent to ${to}`);
  return match[1];
}

describe.each(databaseTargets)('results and sharing on %s', (target) => {
  const clock = fixedClock('2030-07-01T08:00:00Z');
  const ctx = useAuthTestApp(target, {
    clock,
    env: { BLOB_DIR: mkdtempSync(path.join(tmpdir(), 'rb-results-')) },
  });
  const bearer = useStaffAuthorization(ctx);

  /** Date of birth then the emailed code, for the key in the link (a booking key or a share key). */
  async function signIn(b: Browser, key: string, shared: boolean, codeTo: string, dob = DOB) {
    const first = await b.request('POST', '/api/authentication', {
      bookingKey: key,
      type: 'APPOINTMENT_RESULTS',
      dateOfBirth: dob,
      shared,
    });
    if (!first.json().codeRequired) return first.json();
    await b.request('POST', '/api/authentication/send_code', { bookingKey: key, otpMethod: 'EMAIL' });
    const code = await lastCodeSentTo(ctx().app, codeTo);
    const done = await b.request('POST', '/api/authentication/validate_code', {
      bookingKey: key,
      type: 'APPOINTMENT_RESULTS',
      code,
    });
    return done.json();
  }

  async function attachReport(bookingKey: string, extra: Record<string, unknown> = {}) {
    return ctx().app.inject({
      method: 'POST',
      url: '/api/admin/results/reports',
      headers: { authorization: bearer() },
      payload: { bookingKey, fileName: 'report.pdf', pdfBase64: PDF, ...extra },
    });
  }

  async function patientWithReport() {
    const booking = await insertAppointment(ctx().database.db, { dateOfBirth: DOB });
    expect((await attachReport(booking.bookingKey)).statusCode).toBe(201);
    const b = browser(ctx().app);
    expect((await signIn(b, booking.bookingKey, false, booking.email as string)).success).toBe(true);
    return { booking, b };
  }

  it('shows the patient the released report, as PDF inline and as a download', async () => {
    const { booking, b } = await patientWithReport();
    const view = await b.request('GET', `/api/secured/results/${booking.bookingKey}`);
    expect(view.statusCode).toBe(200);
    const [report] = view.json().reports;
    expect(view.json()).toMatchObject({ shared: false, pending: false });
    expect(report.fileName).toBe('report.pdf');
    const file = await b.request(
      'GET',
      `/api/secured/results/${booking.bookingKey}/reports/${report.id}?download=true`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.body.startsWith('%PDF')).toBe(true);
  });

  it('refuses results without a session, and a report that is not a PDF', async () => {
    const booking = await insertAppointment(ctx().database.db, { dateOfBirth: DOB });
    const anonymous = await ctx().app.inject({
      method: 'GET',
      url: `/api/secured/results/${booking.bookingKey}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const notPdf = await attachReport(booking.bookingKey, {
      pdfBase64: Buffer.from('hello').toString('base64'),
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toBe('message.invalid_file_type');
    const noToken = await ctx().app.inject({
      method: 'POST',
      url: '/api/admin/results/reports',
      payload: { bookingKey: booking.bookingKey, fileName: 'r.pdf', pdfBase64: PDF },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('holds a report back until the release delay has passed, and sends expired results to resultsExpired', async () => {
    const admin = { authorization: bearer() };
    const put = (releaseDelayMinutes: number) =>
      ctx().app.inject({
        method: 'PUT',
        url: '/api/admin/results/settings',
        headers: admin,
        payload: { releaseDelayMinutes },
      });
    expect((await put(60)).statusCode).toBe(200);
    try {
      const booking = await insertAppointment(ctx().database.db, { dateOfBirth: DOB });
      await attachReport(booking.bookingKey, { expiresInDays: 1 });
      const b = browser(ctx().app);
      await signIn(b, booking.bookingKey, false, booking.email as string);
      const early = await b.request('GET', `/api/secured/results/${booking.bookingKey}`);
      expect(early.json()).toMatchObject({ pending: true, reports: [] });
      clock.advance(61 * 60_000);
      // Past the idle timeout too: the patient signs in again.
      await signIn(b, booking.bookingKey, false, booking.email as string);
      const released = await b.request('GET', `/api/secured/results/${booking.bookingKey}`);
      expect(released.json().reports).toHaveLength(1);
      clock.advance(24 * 3_600_000);
      const b2 = browser(ctx().app);
      await signIn(b2, booking.bookingKey, false, booking.email as string);
      const expired = await b2.request('GET', `/api/secured/results/${booking.bookingKey}`);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe('message.results_expired');
    } finally {
      await put(0);
    }
  });

  it('validates the share form: contact by type, SMS only when enabled, note length', async () => {
    const { booking, b } = await patientWithReport();
    const url = `/api/secured/appointments/${booking.bookingKey}/shares`;
    const bad = await b.request('POST', url, {
      contactDetails: 'not-an-email',
      contactDetailsType: 'EMAIL',
      type: 'RESULT',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ field: 'body.contactDetails', message: 'message.invalid_contact_details' }),
    ]);
    const shortPhone = await b.request('POST', url, {
      contactDetails: '12345',
      contactDetailsType: 'PHONE',
      type: 'RESULT',
    });
    expect(shortPhone.json().errors[0].message).toBe('message.invalid_contact_details');
    const longNote = await b.request('POST', url, {
      contactDetails: 'friend@example.com',
      contactDetailsType: 'EMAIL',
      type: 'RESULT',
      note: 'x'.repeat(151),
    });
    expect(longNote.json().errors[0]).toMatchObject({ field: 'body.note', params: { max: 150 } });
    const badType = await b.request('POST', url, {
      contactDetails: 'a@b.co',
      contactDetailsType: 'FAX',
      type: 'RESULT',
    });
    expect(badType.statusCode).toBe(400);
    const phone = await b.request('POST', url, {
      contactDetails: '+61412345678',
      contactDetailsType: 'PHONE',
      type: 'RESULT',
    });
    expect(phone.statusCode).toBe(201);
    expect((await b.request('GET', url)).json()).toHaveLength(1);
  });

  it('lets a recipient in with the patient’s date of birth and their own code, to the shared results only', async () => {
    const { booking, b } = await patientWithReport();
    const db = ctx().database.db;
    const friend = `friend.${booking.bookingKey.slice(0, 8).toLowerCase()}@example.com`;
    const created = await b.request('POST', `/api/secured/appointments/${booking.bookingKey}/shares`, {
      contactDetails: friend,
      contactDetailsType: 'EMAIL',
      contactName: 'Daniel',
      note: 'My knee',
      type: 'RESULT',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ contactDetails: friend, dateRevoked: null });
    const shareKey = await shareKeySentTo(ctx().app, friend);
    expect(shareKey).not.toBe(booking.bookingKey);
    // The invitation carries the recipient's own key, never the patient's booking key (issue 12): the
    // link returns to /shared-results, which finds the booking in the recipient's proven session.
    const invitation = (await sentTo(ctx().app, friend)).find((m) => m.template === 'share_invitation');
    expect(`${invitation?.text} ${invitation?.html}`).not.toContain(booking.bookingKey);
    const link = new URLSearchParams(/\/authentication\?(\S+)/.exec(invitation?.text ?? '')?.[1] ?? '');
    expect(link.get('returnUrl')).toBe(`/shared-results?share=${created.json().id}`);

    const fresh = browser(ctx().app, '198.51.100.10');
    const done = await signInShared(fresh, shareKey, friend);
    expect(done.success).toBe(true);
    const status = (await fresh.request('GET', '/api/authentication')).json();
    expect(status.scopes).toContainEqual(
      expect.objectContaining({ shared: true, shareId: created.json().id, bookingKey: booking.bookingKey }),
    );
    // The code went to the recipient, never to the patient.
    const patientCodes = await sql<{ n: number }>`
      select count(*)::int as n from outbox where "to" = ${booking.email} and template = 'otp_code'`.execute(
      db,
    );
    expect(patientCodes.rows[0]?.n).toBe(1);

    const view = await fresh.request('GET', `/api/secured/results/${booking.bookingKey}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ shared: true });
    expect(view.json().reports).toHaveLength(1);
    // A recipient cannot reach the patient's other secured calls, nor share further.
    expect(
      (await fresh.request('GET', `/api/secured/appointments/${booking.bookingKey}/shares`)).statusCode,
    ).toBe(404);
    const other = await insertAppointment(db, { dateOfBirth: DOB });
    expect((await fresh.request('GET', `/api/secured/results/${other.bookingKey}`)).statusCode).toBe(404);

    const audit = await sql<{ n: number }>`
      select count(*)::int as n from audit_event where booking_ref = ${booking.bookingKey} and action = 'results.view'`.execute(
      db,
    );
    expect(audit.rows[0]?.n).toBeGreaterThanOrEqual(1);
  });

  async function signInShared(b: Browser, shareKey: string, to: string) {
    return signIn(b, shareKey, true, to);
  }

  it('revokes a share: the recipient loses access at once and a new sign-in answers revoked', async () => {
    const { booking, b } = await patientWithReport();
    const friend = `rev.${booking.bookingKey.slice(0, 8).toLowerCase()}@example.com`;
    const created = await b.request('POST', `/api/secured/appointments/${booking.bookingKey}/shares`, {
      contactDetails: friend,
      contactDetailsType: 'EMAIL',
      type: 'RESULT',
    });
    const shareKey = await shareKeySentTo(ctx().app, friend);
    const recipient = browser(ctx().app, '198.51.100.11');
    expect((await signInShared(recipient, shareKey, friend)).success).toBe(true);

    const revoked = await b.request(
      'POST',
      `/api/secured/appointments/${booking.bookingKey}/shares/${created.json().id}/revoke`,
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().dateRevoked).not.toBeNull();
    const denied = await recipient.request('GET', `/api/secured/results/${booking.bookingKey}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('message.share_revoked');

    const again = await browser(ctx().app, '198.51.100.12').request('POST', '/api/authentication', {
      bookingKey: shareKey,
      type: 'APPOINTMENT_RESULTS',
      dateOfBirth: DOB,
      shared: true,
    });
    expect(again.json()).toMatchObject({ success: false, revoked: true, message: 'message.share_revoked' });
    // Another booking's share cannot be revoked through this booking.
    const foreign = await b.request(
      'POST',
      `/api/secured/appointments/${booking.bookingKey}/shares/999999/revoke`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('shows a RESULT share only this booking’s report, a HISTORY share every report of the patient', async () => {
    const { booking, b } = await patientWithReport();
    const db = ctx().database.db;
    // A second appointment of the same patient, an hour later on the same device, with its own report.
    const second = await sql<{ bookingKey: string }>`
      insert into appointment (slug, booking_key, exam_id, clinic_id, device_id, patient_id, starts_at, ends_at, status, created_by)
      select slug || '-2', booking_key || 'x2', exam_id, clinic_id, device_id, patient_id,
             starts_at + interval '1 hour', ends_at + interval '1 hour', status, created_by
      from appointment where id = ${booking.id}
      returning booking_key as "bookingKey"`.execute(db);
    const otherKey = second.rows[0]?.bookingKey as string;
    expect((await attachReport(otherKey)).statusCode).toBe(201);

    const reportsSeenBy = async (type: 'RESULT' | 'HISTORY') => {
      const to = `${type.toLowerCase()}.${booking.bookingKey.slice(0, 8).toLowerCase()}@example.com`;
      await b.request('POST', `/api/secured/appointments/${booking.bookingKey}/shares`, {
        contactDetails: to,
        contactDetailsType: 'EMAIL',
        type,
      });
      const recipient = browser(ctx().app, '198.51.100.20');
      expect((await signInShared(recipient, await shareKeySentTo(ctx().app, to), to)).success).toBe(true);
      const view = await recipient.request('GET', `/api/secured/results/${booking.bookingKey}`);
      // The other booking itself stays closed to the recipient either way.
      expect((await recipient.request('GET', `/api/secured/results/${otherKey}`)).statusCode).toBe(404);
      return (view.json().reports as { bookingKey: string }[]).map((r) => r.bookingKey).sort();
    };
    expect(await reportsSeenBy('RESULT')).toEqual([booking.bookingKey]);
    expect(await reportsSeenBy('HISTORY')).toEqual([booking.bookingKey, otherKey].sort());
  });

  it('answers the access requirements and the image viewer without images', async () => {
    const { booking, b } = await patientWithReport();
    const requirements = await ctx().app.inject({
      method: 'GET',
      url: `/api/results/${booking.bookingKey}/access_requirements`,
    });
    expect(requirements.json()).toMatchObject({
      authenticationType: 'APPOINTMENT_RESULTS',
      dateOfBirthRequired: true,
    });
    const link = await b.request('POST', `/api/secured/results/${booking.bookingKey}/image_viewer_link`);
    expect(link.statusCode).toBe(201);
    expect(link.json().imsec.length).toBeGreaterThanOrEqual(22);
    const viewer = await ctx().app.inject({
      method: 'GET',
      url: `/api/image_viewer?input=${link.json().imsec}`,
    });
    expect(viewer.json()).toMatchObject({ url: null, imageViewerLinkStatus: 'ACTIVE' });
    const unknown = await ctx().app.inject({ method: 'GET', url: '/api/image_viewer?input=nope' });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/image_viewer' })).statusCode).toBe(400);
  });
});
