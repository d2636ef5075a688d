import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test/databases';
import { useStaffAuthorization } from '../../test/staff-auth';
import { useAuthTestApp } from '../patient-auth/patient-auth.int-support';
import {
  browser,
  insertAppointment,
  lastCodeSentTo,
  sentTo,
} from '../patient-auth/patient-auth.test-support';
import { demoStudies } from './demo-studies';

const DOB = '1966-02-14';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
const ct = demoStudies[0] as (typeof demoStudies)[0];
const ctSeries = ct.series[0] as (typeof ct.series)[0];
const ctInstance = ctSeries.instances[0] as (typeof ctSeries.instances)[0];

type Browser = ReturnType<typeof browser>;

async function shareKeySentTo(app: FastifyInstance, to: string): Promise<string> {
  const invitation = (await sentTo(app, to)).find((m) => m.template === 'share_invitation');
  const match = /bookingKey=([\w-]+)/.exec(invitation?.text ?? '');
  if (!match?.[1]) throw new Error(`no share sent to ${to}`);
  return match[1];
}

/**
 * Patients' images (issue 15): the results page is told whether the booking has a study, the patient
 * and a share recipient open it through an image-viewer link, and revoking the share stops the
 * recipient's viewer at its next request while the patient's keeps working.
 */
describe.each(databaseTargets)('patients’ and share recipients’ images on %s', (target) => {
  const ctx = useAuthTestApp(target, { env: { BLOB_DIR: mkdtempSync(path.join(tmpdir(), 'rb-images-')) } });
  const bearer = useStaffAuthorization(ctx);

  async function signIn(b: Browser, key: string, shared: boolean, codeTo: string) {
    const first = await b.request('POST', '/api/authentication', {
      bookingKey: key,
      type: 'APPOINTMENT_RESULTS',
      dateOfBirth: DOB,
      shared,
    });
    if (!first.json().codeRequired) return first.json();
    await b.request('POST', '/api/authentication/send_code', { bookingKey: key, otpMethod: 'EMAIL' });
    const done = await b.request('POST', '/api/authentication/validate_code', {
      bookingKey: key,
      type: 'APPOINTMENT_RESULTS',
      code: await lastCodeSentTo(ctx().app, codeTo),
    });
    return done.json();
  }

  /** A booking with a released report, its patient signed in; with the demo CT as its study when asked. */
  async function patient(withStudy: boolean) {
    const db = ctx().database.db;
    const booking = await insertAppointment(db, { dateOfBirth: DOB });
    const attached = await ctx().app.inject({
      method: 'POST',
      url: '/api/admin/results/reports',
      headers: { authorization: bearer() },
      payload: { bookingKey: booking.bookingKey, fileName: 'ct.pdf', pdfBase64: PDF },
    });
    expect(attached.statusCode, attached.body).toBe(201);
    if (withStudy) {
      await db
        .insertInto('appointmentStudy')
        .values({
          appointmentId: booking.id,
          repositorySource: 'default',
          studyInstanceUid: ct.studyInstanceUid,
          accessionNumber: ct.accessionNumber,
        })
        .execute();
    }
    const b = browser(ctx().app);
    expect((await signIn(b, booking.bookingKey, false, booking.email as string)).success).toBe(true);
    return { booking, b };
  }

  /** The results page's "View images": a link, its §3 answer, and the viewer token in its url. */
  async function openImages(b: Browser, bookingKey: string) {
    const link = await b.request('POST', `/api/secured/results/${bookingKey}/image_viewer_link`);
    expect(link.statusCode, link.body).toBe(201);
    const imsec = link.json().imsec as string;
    const status = await ctx().app.inject({
      method: 'GET',
      url: `/api/image_viewer?input=${encodeURIComponent(imsec)}`,
    });
    expect(status.statusCode, status.body).toBe(200);
    return { imsec, answer: status.json() as { url: string | null; imageViewerLinkStatus: string } };
  }

  const viewerCalls = (url: string) => {
    const token = url.split('/').pop() as string;
    const frame = `/api/imaging/viewer/${token}/studies/${ct.studyInstanceUid}/series/${ctSeries.seriesInstanceUid}/instances/${ctInstance.sopInstanceUid}/frames/1/rendered`;
    return {
      study: () => ctx().app.inject({ method: 'GET', url: `/api/imaging/viewer/${token}` }),
      frame: () => ctx().app.inject({ method: 'GET', url: frame }),
    };
  };

  const auditRows = async (action: string, bookingKey: string) =>
    (
      await sql<{ n: number }>`
        select count(*)::int as n from audit_event where action = ${action} and booking_ref = ${bookingKey}`.execute(
        ctx().database.db,
      )
    ).rows[0]?.n ?? 0;

  it('tells the results page whether the booking has images, and shows the patient theirs', async () => {
    const without = await patient(false);
    const plain = await without.b.request('GET', `/api/secured/results/${without.booking.bookingKey}`);
    expect(plain.json()).toMatchObject({ hasImages: false });
    expect((await openImages(without.b, without.booking.bookingKey)).answer.url).toBeNull();

    const { booking, b } = await patient(true);
    const view = await b.request('GET', `/api/secured/results/${booking.bookingKey}`);
    expect(view.json()).toMatchObject({ hasImages: true, shared: false });
    const { answer } = await openImages(b, booking.bookingKey);
    expect(answer).toMatchObject({ imageViewerLinkStatus: 'ACTIVE' });
    expect(answer.url).toMatch(/^\/imaging\/viewer\/[\w-]+\.[\w-]+$/);
    const viewer = viewerCalls(answer.url as string);
    const study = await viewer.study();
    expect(study.statusCode).toBe(200);
    expect(study.json().studyInstanceUid).toBe(ct.studyInstanceUid);
    const frame = await viewer.frame();
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toMatch(/^image\//);
    expect(await auditRows('imaging.viewer_access', booking.bookingKey)).toBe(2);
  });

  it('shows a share recipient the images, and revoking the share stops their viewer within a second', async () => {
    const { booking, b } = await patient(true);
    const friend = `img.${booking.bookingKey.slice(0, 8).toLowerCase()}@example.com`;
    const share = await b.request('POST', `/api/secured/appointments/${booking.bookingKey}/shares`, {
      contactDetails: friend,
      contactDetailsType: 'EMAIL',
      type: 'RESULT',
    });
    expect(share.statusCode).toBe(201);
    const recipient = browser(ctx().app, '198.51.100.31');
    expect((await signIn(recipient, await shareKeySentTo(ctx().app, friend), true, friend)).success).toBe(
      true,
    );

    const view = await recipient.request('GET', `/api/secured/results/${booking.bookingKey}`);
    expect(view.json()).toMatchObject({ shared: true, hasImages: true });
    const opened = await openImages(recipient, booking.bookingKey);
    expect(opened.answer.url).toMatch(/^\/imaging\/viewer\//);
    const viewer = viewerCalls(opened.answer.url as string);
    expect((await viewer.study()).statusCode).toBe(200);
    expect((await viewer.frame()).statusCode).toBe(200);
    // A second link made but not yet opened before the revocation: it must not open afterwards either.
    const unopened = await recipient.request(
      'POST',
      `/api/secured/results/${booking.bookingKey}/image_viewer_link`,
    );
    const own = await openImages(b, booking.bookingKey);

    const revoke = await b.request(
      'POST',
      `/api/secured/appointments/${booking.bookingKey}/shares/${share.json().id}/revoke`,
    );
    expect(revoke.statusCode).toBe(200);
    const revokedAt = Date.now();
    expect((await viewer.frame()).statusCode).toBe(404);
    expect((await viewer.study()).statusCode).toBe(404);
    expect(Date.now() - revokedAt).toBeLessThan(1000);

    const again = await ctx().app.inject({
      method: 'GET',
      url: `/api/image_viewer?input=${encodeURIComponent(opened.imsec)}`,
    });
    expect(again.json()).toMatchObject({
      url: null,
      imageViewerLinkStatus: 'EXPIRED',
      redirectUrl: '/deny?revoked=true',
    });
    const late = await ctx().app.inject({
      method: 'GET',
      url: `/api/image_viewer?input=${encodeURIComponent(unopened.json().imsec)}`,
    });
    expect(late.json()).toMatchObject({ url: null, imageViewerLinkStatus: 'EXPIRED' });
    const refused = await recipient.request(
      'POST',
      `/api/secured/results/${booking.bookingKey}/image_viewer_link`,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('message.share_revoked');

    // The patient's own images are not the share's: they keep working.
    expect((await viewerCalls(own.answer.url as string).frame()).statusCode).toBe(200);
    const links = await ctx()
      .database.db.selectFrom('imagingLink')
      .select(['recipientKind', 'shareId'])
      .where('bookingKey', '=', booking.bookingKey)
      .execute();
    expect(links).toContainEqual({ recipientKind: 'SHARE', shareId: share.json().id });
    expect(links).toContainEqual({ recipientKind: 'PATIENT', shareId: null });
  });
});
