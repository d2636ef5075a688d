import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { passwordSignIn, staffHeaders } from '../../test/staff-auth';
import { defaultSections } from '../config/config.defaults';
import { demoStudies } from '../imaging/demo-studies';

const [ct, mr] = demoStudies as [(typeof demoStudies)[0], (typeof demoStudies)[0]];
const url = (accession: string) => `/api/image_viewer_link/questionnaires?pacsAppointmentId=${accession}`;

/**
 * §2 report feedback by `?accession` (§7 pacsAppointmentId): only a signed-in referrer the study was
 * issued to (the seeded demo referrer) gets the questionnaire and saves an answer, once per study.
 */
describe.each(databaseTargets)('report feedback by accession number on %s', (target) => {
  const ctx = useTestApp(target);
  const inject = (method: 'GET' | 'POST' | 'PUT', path: string, headers = {}, payload?: unknown) =>
    ctx().app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) } as never);
  const referrer = async () => {
    const { tokens } = await passwordSignIn(ctx().app, 'referrer', 'DemoReferrer!2026');
    return { authorization: `Bearer ${tokens.access_token}` };
  };

  it('a signed-in referrer answers once per study; strangers and unknown studies get the feedback error', async () => {
    expect((await inject('GET', url(ct.accessionNumber))).statusCode).toBe(401);
    expect(
      (await inject('POST', url(ct.accessionNumber), {}, { questionnaireId: 1, questionnaireResult: {} }))
        .statusCode,
    ).toBe(401);

    const headers = await referrer();
    const asked = await inject('GET', url(ct.accessionNumber), headers);
    expect(asked.statusCode, asked.body).toBe(200);
    const questionnaireId = asked.json().questionnaireId as number;
    expect(asked.json().questionnaire.type).toBe('FEEDBACK');

    const answer = { questionnaireId, questionnaireResult: { clarity: 4, timeliness: 5 } };
    const saved = await inject('POST', url(ct.accessionNumber), headers, answer);
    expect(saved.statusCode, saved.body).toBe(201);
    const rows = await ctx()
      .database.db.selectFrom('referrerReportFeedback as f')
      .innerJoin('imagingLink as l', 'l.imsecHash', 'f.imsecHash')
      .select(['l.accessionNumber', 'l.recipient', 'f.result'])
      .execute();
    expect(rows).toEqual([
      {
        accessionNumber: ct.accessionNumber,
        recipient: 'referrer@demo.example',
        result: { clarity: 4, timeliness: 5 },
      },
    ]);
    const audited = await ctx()
      .database.db.selectFrom('auditEvent')
      .select(['actorKind', 'outcome'])
      .where('action', '=', 'referrer.report_feedback')
      .execute();
    expect(audited).toEqual([{ actorKind: 'REFERRER', outcome: 'SUCCESS' }]);

    const again = await inject('POST', url(ct.accessionNumber), headers, answer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('message.feedback_already_provided');
    expect((await inject('GET', url(ct.accessionNumber), headers)).json().questionnaire).toBeNull();
    // Another study of theirs is still open for feedback.
    expect((await inject('GET', url(mr.accessionNumber), headers)).json().questionnaire).not.toBeNull();

    const unknown = await inject('GET', url('NO-SUCH-ACCESSION'), headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('message.referrer_feedback_error');
    // A radiologist holds no referrer link to the study: nothing to give feedback on.
    const radiologist = await staffHeaders(ctx().app, ctx().database.db, 'radiologist');
    const notTheirs = await inject('GET', url(mr.accessionNumber), radiologist);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe('message.referrer_feedback_error');
    // A role without image rights is refused before anything is looked up.
    const clinicStaff = await staffHeaders(ctx().app, ctx().database.db, 'clinic_staff');
    expect((await inject('GET', url(mr.accessionNumber), clinicStaff)).statusCode).toBe(403);
  });

  it('answers the feedback error by accession while the feature is off', async () => {
    const admin = await staffHeaders(ctx().app, ctx().database.db, 'admin');
    const features = (on: boolean) =>
      inject('PUT', '/api/admin/config/features', admin, {
        ...defaultSections.features,
        referrerReportQualityFeedbackEnabled: on,
      });
    expect((await features(false)).statusCode).toBe(200);
    const headers = await referrer();
    try {
      const off = await inject('GET', url(mr.accessionNumber), headers);
      expect(off.statusCode).toBe(404);
      expect(off.json().message).toBe('message.referrer_feedback_error');
    } finally {
      expect((await features(true)).statusCode).toBe(200);
    }
    expect((await inject('GET', url(mr.accessionNumber), headers)).statusCode).toBe(200);
  });
});
