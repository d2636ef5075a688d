import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { newToken, tokenId } from '../patient-auth/patient-auth.crypto';
import { browser, lastCodeSentTo } from '../patient-auth/patient-auth.test-support';
import { demoStudies } from './demo-studies';
import { DEMO_PATIENT_DOB, DEMO_PATIENT_EMAIL } from './imaging.seed';

/**
 * The seeded demo data: every demo study belongs to a past appointment, so a patient's results link
 * for that booking (made by the results page) opens the study in the viewer through the same proxy.
 */
describe.each(databaseTargets)('seeded demo studies on %s', (target) => {
  const ctx = useTestApp(target, { seed: true });

  it('link each demo study to a past appointment that a patient results link opens', async () => {
    const { app, database } = ctx();
    const rows = await database.db
      .selectFrom('appointmentStudy as s')
      .innerJoin('appointment as a', 'a.id', 's.appointmentId')
      .select(['s.accessionNumber', 's.studyInstanceUid', 'a.bookingKey', 'a.startsAt'])
      .execute();
    expect(rows.map((row) => row.accessionNumber).sort()).toEqual(
      demoStudies.map((s) => s.accessionNumber).sort(),
    );
    for (const row of rows) expect(new Date(row.startsAt).getTime()).toBeLessThan(Date.now());

    for (const row of rows) {
      // What POST /api/secured/results/{bookingKey}/image_viewer_link stores for the patient.
      const imsec = newToken();
      await database.db
        .insertInto('imageViewerLink')
        .values({
          imsecHash: tokenId(imsec),
          bookingKey: row.bookingKey,
          createdAt: new Date(),
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .execute();
      const status = await app.inject({ method: 'GET', url: `/api/image_viewer?input=${imsec}` });
      expect(status.json().imageViewerLinkStatus).toBe('ACTIVE');
      // The viewer route /imaging/viewer/{token} reads its study from /api/imaging/viewer/{token}.
      const viewer = await app.inject({ method: 'GET', url: `/api${status.json().url}` });
      expect(viewer.statusCode, viewer.body).toBe(200);
      expect(viewer.json().studyInstanceUid).toBe(row.studyInstanceUid);
    }
    const referred = await database.db
      .selectFrom('imagingLink')
      .select('accessionNumber')
      .where('recipient', '=', 'referrer@demo.example')
      .execute();
    expect(referred).toHaveLength(demoStudies.length);
  });

  it('lets the demo patient sign in with the emailed code and offers the images on the results page', async () => {
    const { app, database } = ctx();
    const ct = await database.db
      .selectFrom('appointmentStudy as s')
      .innerJoin('appointment as a', 'a.id', 's.appointmentId')
      .select('a.bookingKey')
      .where('s.accessionNumber', '=', 'DEMO-CT-0001')
      .executeTakeFirstOrThrow();
    const b = browser(app);
    const first = await b.request('POST', '/api/authentication', {
      bookingKey: ct.bookingKey,
      type: 'APPOINTMENT_RESULTS',
      dateOfBirth: DEMO_PATIENT_DOB,
    });
    expect(first.json().codeRequired, first.body).toBe(true);
    await b.request('POST', '/api/authentication/send_code', {
      bookingKey: ct.bookingKey,
      otpMethod: 'EMAIL',
    });
    const done = await b.request('POST', '/api/authentication/validate_code', {
      bookingKey: ct.bookingKey,
      type: 'APPOINTMENT_RESULTS',
      code: await lastCodeSentTo(app, DEMO_PATIENT_EMAIL),
    });
    expect(done.json().success, done.body).toBe(true);
    const results = await b.request('GET', `/api/secured/results/${ct.bookingKey}`);
    expect(results.json()).toMatchObject({ hasImages: true });
  });
});
