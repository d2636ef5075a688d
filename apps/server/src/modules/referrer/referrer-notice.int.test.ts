import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { passwordSignIn, useStaffAuthorization } from '../../test/staff-auth';
import { callerHeaders } from '../appointments/appointments.admin.test-support';
import { demoStudies } from '../imaging/demo-studies';
import { tokenId } from '../patient-auth/patient-auth.crypto';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
const REFERRER = 'referrer@demo.example';
const [ct, mr, dx, mg] = demoStudies as [
  (typeof demoStudies)[0],
  (typeof demoStudies)[0],
  (typeof demoStudies)[0],
  (typeof demoStudies)[0],
];

/**
 * Issue 15: a released report's referrer gets an imsec link to the study by email, queued in the
 * transaction that releases it (at once, or later when staff release a held report), once per report.
 */
describe.each(databaseTargets)('referrer image link on report release on %s', (target) => {
  const ctx = useTestApp(target, {
    env: { OUTBOX_POLL_INTERVAL_MS: '0', BLOB_DIR: mkdtempSync(path.join(tmpdir(), 'rb-b1-reports-')) },
  });

  /** The seeded demo appointment of a study, referred by the demo referrer. */
  async function demoAppointment(accessionNumber: string) {
    return ctx()
      .database.db.selectFrom('appointmentStudy as s')
      .innerJoin('appointment as a', 'a.id', 's.appointmentId')
      .select(['a.id', 'a.slug', 'a.clinicId', 'a.bookingKey'])
      .where('s.accessionNumber', '=', accessionNumber)
      .executeTakeFirstOrThrow();
  }

  async function staffCall(method: 'POST' | 'PUT', url: string, clinicId: number, payload?: object) {
    const { app, database } = ctx();
    return app.inject({
      method,
      url,
      headers: await callerHeaders(app, database.db, 'ownClinicStaff', clinicId),
      ...(payload ? { payload } : {}),
    });
  }

  const referrerEmails = async () =>
    ctx()
      .database.db.selectFrom('outbox')
      .select(['to', 'data', 'referenceId'])
      .where('template', '=', 'referrer_images_ready')
      .orderBy('id')
      .execute();

  const imsecOf = (data: unknown) => {
    const pathname = (data as { quickReportPath: string }).quickReportPath;
    expect(pathname).toMatch(/^\/referrer\/quick-report\?imsec=[\w-]{43}$/);
    return new URLSearchParams(pathname.split('?')[1]).get('imsec') as string;
  };

  it('emails the referrer a quick-report link that opens the study when a report is released at once', async () => {
    const { app, database } = ctx();
    const appointment = await demoAppointment(ct.accessionNumber);
    expect(await referrerEmails()).toEqual([]);

    const uploaded = await staffCall(
      'POST',
      `/api/admin/appointments/${appointment.slug}/reports`,
      appointment.clinicId,
      { fileName: 'report.pdf', pdfBase64: PDF },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ released: true });

    const emails = await referrerEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: REFERRER, referenceId: appointment.bookingKey });
    const imsec = imsecOf(emails[0]?.data);

    const link = await database.db
      .selectFrom('imagingLink')
      .selectAll()
      .where('imsecHash', '=', tokenId(imsec))
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({
      recipientKind: 'REFERRER',
      recipient: REFERRER,
      accessionNumber: ct.accessionNumber,
      bookingKey: appointment.bookingKey,
      revokedAt: null,
    });
    const days = (new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()) / 86_400_000;
    expect(days).toBe(30);

    const opened = await app.inject({ method: 'GET', url: `/api/image_viewer?input=${imsec}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ imageViewerLinkStatus: 'ACTIVE' });
    expect(opened.json().url).toMatch(/^\/imaging\/viewer\//);

    const audit = await database.db
      .selectFrom('auditEvent')
      .select(['actorKind', 'bookingRef', 'outcome'])
      .where('action', '=', 'imaging.link_created')
      .where('bookingRef', '=', appointment.bookingKey)
      .execute();
    expect(audit).toEqual([{ actorKind: 'SYSTEM', bookingRef: appointment.bookingKey, outcome: 'SUCCESS' }]);

    // The rendered email's button leads to that page of our site.
    const mailbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${REFERRER}` });
    expect(mailbox.statusCode, mailbox.body).toBe(200);
    expect(JSON.stringify(mailbox.json())).toContain(`/referrer/quick-report?imsec=${imsec}`);

    // The signed-in referrer finds the study in their referrals, with its report released.
    const { tokens } = await passwordSignIn(app, 'referrer', 'DemoReferrer!2026');
    const referrals = await app.inject({
      method: 'GET',
      url: '/api/admin/referrer/referrals',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(referrals.statusCode, referrals.body).toBe(200);
    expect(referrals.json().referrals).toContainEqual(
      expect.objectContaining({ accessionNumber: ct.accessionNumber, reportReleased: true }),
    );
  });

  it('emails nothing while a report is held back, and once when staff release it', async () => {
    const appointment = await demoAppointment(mr.accessionNumber);
    const base = `/api/admin/appointments/${appointment.slug}/reports`;
    const before = (await referrerEmails()).length;
    const uploaded = await staffCall('POST', base, appointment.clinicId, {
      fileName: 'report.pdf',
      pdfBase64: PDF,
      releaseDelayMinutes: 120,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ released: false });
    expect(await referrerEmails()).toHaveLength(before);
    // The referrer's list says the report is not released while it is held back.
    const { tokens } = await passwordSignIn(ctx().app, 'referrer', 'DemoReferrer!2026');
    const referrals = async () =>
      (
        await ctx().app.inject({
          method: 'GET',
          url: '/api/admin/referrer/referrals',
          headers: { authorization: `Bearer ${tokens.access_token}` },
        })
      ).json().referrals as { accessionNumber: string; reportReleased: boolean }[];
    expect((await referrals()).find((r) => r.accessionNumber === mr.accessionNumber)).toMatchObject({
      reportReleased: false,
    });

    const report = uploaded.json() as { id: number };
    const released = await staffCall('POST', `${base}/${report.id}/release_now`, appointment.clinicId);
    expect(released.statusCode, released.body).toBe(200);
    const after = await referrerEmails();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ to: REFERRER, referenceId: appointment.bookingKey });
    imsecOf(after.at(-1)?.data);
    expect((await referrals()).find((r) => r.accessionNumber === mr.accessionNumber)).toMatchObject({
      reportReleased: true,
    });

    // Released once: a second release does not tell the referrer again.
    await staffCall('POST', `${base}/${report.id}/release_now`, appointment.clinicId);
    expect(await referrerEmails()).toHaveLength(before + 1);
  });

  it('tells nobody when the appointment has no known referrer', async () => {
    const appointment = await demoAppointment(dx.accessionNumber);
    await ctx()
      .database.db.deleteFrom('appointmentReferrer')
      .where('appointmentId', '=', appointment.id)
      .execute();
    const before = (await referrerEmails()).length;
    const uploaded = await staffCall(
      'POST',
      `/api/admin/appointments/${appointment.slug}/reports`,
      appointment.clinicId,
      { fileName: 'report.pdf', pdfBase64: PDF },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(await referrerEmails()).toHaveLength(before);
  });
});

describe.each(databaseTargets)('referrer image link from the delayed-release job on %s', (target) => {
  const clock = fixedClock('2030-07-01T08:00:00Z');
  const ctx = useTestApp(target, {
    clock,
    env: { OUTBOX_POLL_INTERVAL_MS: '0', BLOB_DIR: mkdtempSync(path.join(tmpdir(), 'rb-b1-delayed-')) },
  });
  const bearer = useStaffAuthorization(ctx);
  const admin = () => ({ authorization: bearer() });
  const setDelay = async (releaseDelayMinutes: number) => {
    const res = await ctx().app.inject({
      method: 'PUT',
      url: '/api/admin/results/settings',
      headers: admin(),
      payload: { releaseDelayMinutes },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const referrerEmails = async () =>
    ctx()
      .database.db.selectFrom('outbox')
      .select(['to', 'data'])
      .where('template', '=', 'referrer_images_ready')
      .execute();

  it('tells the referrer when the release delay has passed, by the same job as the patient', async () => {
    const { bookingKey } = await ctx()
      .database.db.selectFrom('appointmentStudy as s')
      .innerJoin('appointment as a', 'a.id', 's.appointmentId')
      .select('a.bookingKey')
      .where('s.accessionNumber', '=', mg.accessionNumber)
      .executeTakeFirstOrThrow();
    await setDelay(60);
    const attached = await ctx().app.inject({
      method: 'POST',
      url: '/api/admin/results/reports',
      headers: admin(),
      payload: { bookingKey, fileName: 'report.pdf', pdfBase64: PDF },
    });
    expect(attached.statusCode, attached.body).toBe(201);
    expect(await referrerEmails()).toEqual([]);

    clock.advance(61 * 60_000);
    // Saving the settings checks every waiting notice again: its job now finds the report released.
    await setDelay(60);
    await expect.poll(async () => (await referrerEmails()).length).toBe(1);
    const [email] = await referrerEmails();
    expect(email?.to).toBe(REFERRER);
    expect(JSON.stringify(email?.data)).toMatch(
      /"quickReportPath":"\/referrer\/quick-report\?imsec=[\w-]{43}"/,
    );
    await setDelay(0);
  });
});
