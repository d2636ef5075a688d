import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../platform/csv';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { passwordSignIn, staffHeaders } from '../../test/staff-auth';
import { demoStudies } from './demo-studies';

const [ct, mr] = demoStudies as [(typeof demoStudies)[0], (typeof demoStudies)[0]];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
const FEEDBACK = '/api/admin/imaging/report_feedback';
const WORKLIST = '/api/admin/imaging/worklist';
const OTHER = { subject: 'other-radiologist-subject', name: 'Olive Other' };
const questionnaireUrl = (accession: string) =>
  `/api/image_viewer_link/questionnaires?pacsAppointmentId=${accession}`;

/**
 * Issue 42, the radiologist's side: a report names who reported it on both upload paths, the
 * feedback referrers gave is read by that radiologist (the admin reads all; others are refused),
 * with averages and a CSV export, and the worklist shows the studies of their clinics.
 */
describe.each(databaseTargets)('radiologist feedback review and worklist on %s', (target) => {
  const ctx = useTestApp(target, {
    env: { OUTBOX_POLL_INTERVAL_MS: '0', BLOB_DIR: mkdtempSync(path.join(tmpdir(), 'rb-radiologist-')) },
  });
  const inject = (method: 'GET' | 'POST', url: string, headers: object = {}, payload?: unknown) =>
    ctx().app.inject({ method, url, headers, ...(payload ? { payload } : {}) } as never);
  const person = async (username: string, password: string) => {
    const { tokens } = await passwordSignIn(ctx().app, username, password);
    return { authorization: `Bearer ${tokens.access_token}` };
  };
  const appointmentOf = (accession: string) =>
    ctx()
      .database.db.selectFrom('appointmentStudy as s')
      .innerJoin('appointment as a', 'a.id', 's.appointmentId')
      .select(['a.slug', 'a.bookingKey', 'a.clinicId'])
      .where('s.accessionNumber', '=', accession)
      .executeTakeFirstOrThrow();
  const reportedBy = (accession: string) =>
    ctx()
      .database.db.selectFrom('resultReport as r')
      .innerJoin('appointmentStudy as s', 's.appointmentId', 'r.appointmentId')
      .select(['r.reportedBy', 'r.reportedByName'])
      .where('s.accessionNumber', '=', accession)
      .execute();

  it('attributes reports on both upload paths and lets each radiologist read the feedback on their own', async () => {
    const { app, database } = ctx();
    const radiologist = await person('radiologist', 'DemoRadiologist!2026');
    const subject = (
      await database.db
        .selectFrom('staffUser')
        .select('id')
        .where('username', '=', 'radiologist')
        .executeTakeFirstOrThrow()
    ).id;

    // Staff upload path: the radiologist uploads their own report and is taken as its author.
    const ctAppointment = await appointmentOf(ct.accessionNumber);
    const uploaded = await inject(
      'POST',
      `/api/admin/appointments/${ctAppointment.slug}/reports`,
      radiologist,
      {
        fileName: 'ct.pdf',
        pdfBase64: PDF,
        releaseDelayMinutes: 0,
      },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().reportedBy).toEqual({ subject, name: 'Riley Radiologist' });
    expect(await reportedBy(ct.accessionNumber)).toEqual([
      { reportedBy: subject, reportedByName: 'Riley Radiologist' },
    ]);

    // RIS path: a clinic's automation attaches the MR report and names the radiologist who wrote it.
    const mrAppointment = await appointmentOf(mr.accessionNumber);
    const ris = await staffHeaders(app, database.db, 'clinic_staff', [mrAppointment.clinicId]);
    const attached = await inject('POST', '/api/admin/results/reports', ris, {
      bookingKey: mrAppointment.bookingKey,
      fileName: 'mr.pdf',
      pdfBase64: PDF,
      reportedBy: OTHER,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    expect(await reportedBy(mr.accessionNumber)).toEqual([
      { reportedBy: OTHER.subject, reportedByName: OTHER.name },
    ]);
    // A name that is no text is refused with the field's message, never a 500.
    const bad = await inject('POST', '/api/admin/results/reports', ris, {
      bookingKey: mrAppointment.bookingKey,
      fileName: 'mr.pdf',
      pdfBase64: PDF,
      reportedBy: { subject: '', name: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(bad.json().message).toMatch(/^message\./);

    // The referrer answers on both studies; one comment would run as a spreadsheet formula.
    const referrer = await person('referrer', 'DemoReferrer!2026');
    for (const [accession, answers] of [
      [ct.accessionNumber, { clarity: 4, timeliness: 2, comments: '=HYPERLINK("http://x","y")' }],
      [mr.accessionNumber, { clarity: 2, timeliness: 5 }],
    ] as const) {
      const asked = await inject('GET', questionnaireUrl(accession), referrer);
      expect(asked.statusCode, asked.body).toBe(200);
      const saved = await inject('POST', questionnaireUrl(accession), referrer, {
        questionnaireId: asked.json().questionnaireId,
        questionnaireResult: answers,
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }

    // The radiologist reads the feedback on their own report only, with whose feedback it is.
    const own = await inject('GET', FEEDBACK, radiologist);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().entries).toEqual([
      expect.objectContaining({
        accessionNumber: ct.accessionNumber,
        reportedBy: { subject, name: 'Riley Radiologist' },
        referrer: { name: 'Dr Demo Referrer', contact: 'referrer@demo.example' },
        ratings: { clarity: 4, timeliness: 2 },
        comments: '=HYPERLINK("http://x","y")',
      }),
    ]);
    expect(own.json().summary).toEqual({ count: 1, averages: { clarity: 4, timeliness: 2 } });
    expect(own.json().questions.map((q: { name: string }) => q.name)).toEqual(['clarity', 'timeliness']);
    const audited = await database.db
      .selectFrom('auditEvent')
      .select(['actorRef', 'detail'])
      .where('action', '=', 'staff.report_feedback.read')
      .execute();
    expect(audited).toEqual([
      expect.objectContaining({
        actorRef: subject,
        detail: expect.objectContaining({ object: 'report_feedback:list' }),
      }),
    ]);
    // Another radiologist's feedback is not theirs to read: 404, as for any foreign object.
    const foreign = await inject('GET', `${FEEDBACK}?radiologist=${OTHER.subject}`, radiologist);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await inject('GET', `${FEEDBACK}?radiologist=${subject}`, radiologist)).json().summary.count,
    ).toBe(1);

    // The admin reads everyone's, per radiologist, and filters by one.
    const admin = await staffHeaders(app, database.db, 'admin');
    const all = (await inject('GET', FEEDBACK, admin)).json();
    expect(all.summary).toEqual({ count: 2, averages: { clarity: 3, timeliness: 3.5 } });
    expect(all.byRadiologist).toEqual([
      { reportedBy: OTHER, count: 1, averages: { clarity: 2, timeliness: 5 } },
      {
        reportedBy: { subject, name: 'Riley Radiologist' },
        count: 1,
        averages: { clarity: 4, timeliness: 2 },
      },
    ]);
    const theirs = (await inject('GET', `${FEEDBACK}?radiologist=${OTHER.subject}`, admin)).json();
    expect(theirs.entries.map((e: { accessionNumber: string }) => e.accessionNumber)).toEqual([
      mr.accessionNumber,
    ]);
    expect(
      (await inject('GET', `${FEEDBACK}?accessionNumber=${mr.accessionNumber}`, admin)).json().summary.count,
    ).toBe(1);
    expect((await inject('GET', `${FEEDBACK}?to=2001-01-01`, admin)).json().summary.count).toBe(0);
    const backwards = await inject('GET', `${FEEDBACK}?from=2030-01-02&to=2030-01-01`, admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      expect.objectContaining({ field: 'querystring.to', message: 'message.field_invalid' }),
    ]);

    // The CSV has every answer; the formula stays text.
    const csv = await inject('GET', `${FEEDBACK}/export`, admin);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="report-feedback-/);
    const table = readCsv(csv.body);
    expect(table?.columns).toEqual([
      'givenat',
      'accessionnumber',
      'exam',
      'modality',
      'clinic',
      'studyat',
      'radiologist',
      'referrer',
      'referrercontact',
      'clarity',
      'timeliness',
      'comments',
    ]);
    const byAccession = new Map(table?.rows.map((row) => [row.cell('accessionnumber'), row]));
    expect(byAccession.get(ct.accessionNumber)?.cell('comments')).toBe('\'=HYPERLINK("http://x","y")');
    expect(byAccession.get(ct.accessionNumber)?.cell('radiologist')).toBe('Riley Radiologist');
    expect(byAccession.get(mr.accessionNumber)?.cell('clarity')).toBe('2');
    // The radiologist's export holds their own answers only.
    const ownCsv = readCsv((await inject('GET', `${FEEDBACK}/export`, radiologist)).body);
    expect(ownCsv?.rows.map((row) => row.cell('accessionnumber'))).toEqual([ct.accessionNumber]);

    // Roles without the right are refused before anything is read; no token is 401.
    const clinicStaff = await staffHeaders(app, database.db, 'clinic_staff', [ctAppointment.clinicId]);
    for (const url of [FEEDBACK, `${FEEDBACK}/export`, WORKLIST]) {
      expect((await inject('GET', url)).statusCode).toBe(401);
      for (const headers of [clinicStaff, referrer]) {
        const refused = await inject('GET', url, headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('message.forbidden');
      }
    }
  });

  it('lists the studies of the radiologist’s clinics with their report state, filtered', async () => {
    const { app, database } = ctx();
    const ctAppointment = await appointmentOf(ct.accessionNumber);
    const mrAppointment = await appointmentOf(mr.accessionNumber);
    const admin = await staffHeaders(app, database.db, 'admin');
    const every = (await inject('GET', WORKLIST, admin)).json();
    const states = new Map(
      every.studies.map((s: { accessionNumber: string; reportState: string }) => [
        s.accessionNumber,
        s.reportState,
      ]),
    );
    // The first test released the CT report and attached the MR one (released at once: no delay set).
    expect(states.get(ct.accessionNumber)).toBe('RELEASED');
    expect(states.get('DEMO-DX-0001')).toBe('NONE');
    expect(every.studies[0]).toMatchObject({ patientName: 'Demo Synthetic' });

    // Held back, a report is a draft.
    const held = await inject('POST', `/api/admin/appointments/${mrAppointment.slug}/reports`, admin, {
      fileName: 'mr-addendum.pdf',
      pdfBase64: PDF,
      releaseDelayMinutes: 600,
    });
    expect(held.statusCode, held.body).toBe(201);
    const drafts = (await inject('GET', `${WORKLIST}?reportState=DRAFT`, admin)).json();
    expect(drafts.studies.map((s: { accessionNumber: string }) => s.accessionNumber)).toEqual([
      mr.accessionNumber,
    ]);
    const ctOnly = (await inject('GET', `${WORKLIST}?modality=CT`, admin)).json();
    expect(ctOnly.studies.map((s: { accessionNumber: string }) => s.accessionNumber)).toEqual([
      ct.accessionNumber,
    ]);
    expect((await inject('GET', `${WORKLIST}?to=2001-01-01`, admin)).json().studies).toEqual([]);

    // A radiologist sees the studies of their own clinics only; another clinic named is 404.
    const radiologist = await staffHeaders(app, database.db, 'radiologist', [ctAppointment.clinicId]);
    const theirs = (await inject('GET', WORKLIST, radiologist)).json();
    expect(theirs.studies.length).toBeGreaterThan(0);
    expect(
      theirs.studies.every((s: { clinic: { id: number } }) => s.clinic.id === ctAppointment.clinicId),
    ).toBe(true);
    expect(theirs.clinics.map((c: { id: number }) => c.id)).toEqual([ctAppointment.clinicId]);
    const otherClinic = await database.db
      .selectFrom('clinic')
      .select('id')
      .where('id', '!=', ctAppointment.clinicId)
      .executeTakeFirstOrThrow();
    expect((await inject('GET', `${WORKLIST}?clinicId=${otherClinic.id}`, radiologist)).statusCode).toBe(404);
    // Without clinics of their own they see none.
    const unplaced = await staffHeaders(app, database.db, 'radiologist');
    expect((await inject('GET', WORKLIST, unplaced)).json()).toMatchObject({ studies: [], clinics: [] });
    const audited = await database.db
      .selectFrom('auditEvent')
      .select('action')
      .where('action', '=', 'staff.imaging.worklist')
      .execute();
    expect(audited.length).toBeGreaterThanOrEqual(1);
  });
});
