import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { type RunningOrthanc, startOrthanc } from '../../test/orthanc';
import { staffHeaders } from '../../test/staff-auth';
import { defaultSections } from '../config/config.defaults';
import { tokenId } from '../patient-auth/patient-auth.crypto';
import { demoStudies } from './demo-studies';

const [ct, mr] = demoStudies as [(typeof demoStudies)[0], (typeof demoStudies)[0]];
const ctSeries = ct.series[0] as (typeof ct.series)[0];
const ctInstance = ctSeries.instances[0] as (typeof ctSeries.instances)[0];
const mrSeries = mr.series[0] as (typeof mr.series)[0];
const mrInstance = mrSeries.instances[0] as (typeof mrSeries.instances)[0];

/**
 * The same suite against a real Orthanc (DICOMweb plugin, HTTP auth, started here on a free port)
 * and against the demo image source: links, statuses, direct and generate, the proxy's refusals,
 * expiry and revocation, audit rows and the feedback questionnaire.
 */
describe.each(
  databaseTargets.flatMap((target) => [
    { target, source: 'orthanc' as const },
    { target, source: 'demo' as const },
  ]),
)('referrer imaging on $target with the $source image source', ({ target, source }) => {
  // A second repository with its own viewer: links opened with repositorySource=external prefer it (§4 PACS).
  const env: Record<string, string> = {
    PACS_VIEWER_URL: 'external=https://pacs.example/viewer?acc={accessionNumber}',
  };
  let orthanc: RunningOrthanc | undefined;
  beforeAll(async () => {
    if (source !== 'orthanc') return;
    orthanc = await startOrthanc();
    await orthanc.upload([ct, mr]);
    Object.assign(env, {
      PACS_DICOMWEB_URL: orthanc.dicomWebUrl,
      PACS_USERNAME: orthanc.username,
      PACS_PASSWORD: orthanc.password,
    });
  }, 60_000);
  afterAll(async () => orthanc?.stop());
  const ctx = useTestApp(target, { env });

  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { headers?: Record<string, string>; payload?: unknown } = {},
  ) => ctx().app.inject({ method, url, ...options } as never);
  const headersOf = (role: 'admin' | 'radiologist' | 'referrer' | 'clinic_staff') =>
    staffHeaders(ctx().app, ctx().database.db, role);

  async function generate(accession = ct.accessionNumber) {
    const res = await inject('POST', `/api/image_viewer/generate?accessionNumber=${accession}`, {
      headers: await headersOf('radiologist'),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { imsec: string; path: string; quickReportPath: string };
  }

  async function viewerToken(imsec: string) {
    const res = await inject('GET', `/api/image_viewer?input=${encodeURIComponent(imsec)}`);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().url as string;
    expect(url).toMatch(/^\/imaging\/viewer\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    return url.split('/').pop() as string;
  }

  const auditCount = async (action: string) =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from audit_event where action = ${action}`.execute(
          ctx().database.db,
        )
      ).rows[0]?.n,
    );

  it('generate makes an unguessable imsec that opens an ACTIVE viewer url; strangers cannot generate', async () => {
    const link = await generate();
    expect(Buffer.from(link.imsec, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(link.quickReportPath).toBe(`/referrer/quick-report?imsec=${encodeURIComponent(link.imsec)}`);
    const status = await inject('GET', link.path);
    expect(status.json()).toMatchObject({
      imageViewerLinkStatus: 'ACTIVE',
      redirectUrl: null,
      preference: 'VIEWER',
    });
    expect(status.headers['cache-control']).toContain('no-store');

    const pacs = await inject('GET', `${link.path}&repositorySource=external`);
    expect(pacs.json()).toMatchObject({
      imageViewerLinkStatus: 'ACTIVE',
      preference: 'PACS',
      pacsUrl: `https://pacs.example/viewer?acc=${ct.accessionNumber}`,
    });
    expect(status.json().pacsUrl).toBeNull();

    const asReferrer = await inject(
      'POST',
      `/api/image_viewer/generate?accessionNumber=${ct.accessionNumber}`,
      {
        headers: await headersOf('referrer'),
      },
    );
    expect(asReferrer.statusCode).toBe(403);
    expect(
      (await inject('POST', `/api/image_viewer/generate?accessionNumber=${ct.accessionNumber}`)).statusCode,
    ).toBe(401);
    const unknown = await inject('POST', '/api/image_viewer/generate?accessionNumber=NOPE-1', {
      headers: await headersOf('radiologist'),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await inject('GET', '/api/image_viewer?input=not-a-link')).statusCode).toBe(404);
  });

  it('the viewer gets the one study: 3 CT series of 24 slices, presets, metadata and windowed frames', async () => {
    const token = await viewerToken((await generate()).imsec);
    const study = await inject('GET', `/api/imaging/viewer/${token}`);
    expect(study.statusCode, study.body).toBe(200);
    const body = study.json();
    expect(body.studyInstanceUid).toBe(ct.studyInstanceUid);
    expect(body.series).toHaveLength(3);
    expect(body.series.map((s: { instances: unknown[] }) => s.instances.length)).toEqual([24, 24, 24]);
    expect(body.windowPresets.map((p: { name: string }) => p.name)).toContain('Lung');

    const root = body.dicomWebRoot as string;
    const instancePath = `${root}/studies/${ct.studyInstanceUid}/series/${ctSeries.seriesInstanceUid}/instances/${ctInstance.sopInstanceUid}`;
    const frame = await inject('GET', `${instancePath}/frames/1/rendered?window=-600,1500,linear`);
    expect(frame.statusCode, frame.body).toBe(200);
    expect(frame.headers['content-type']).toContain('image/png');
    expect(frame.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const soft = await inject('GET', `${instancePath}/frames/1/rendered?window=40,400,linear`);
    expect(Buffer.compare(soft.rawPayload, frame.rawPayload)).not.toBe(0);
    const thumbnail = await inject('GET', `${instancePath}/rendered?viewport=64,64`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.rawPayload.readUInt32BE(16)).toBeLessThanOrEqual(64);

    const metadata = await inject('GET', `${instancePath}/metadata`);
    expect(metadata.statusCode).toBe(200);
    expect(metadata.json()[0]['00080018'].Value[0]).toBe(ctInstance.sopInstanceUid);
    const series = await inject('GET', `${root}/studies/${ct.studyInstanceUid}/series`);
    expect(series.statusCode).toBe(200);
    // The PACS's absolute URLs point at our proxy, never at the PACS.
    expect(series.body).not.toContain('127.0.0.1:');
    for (const item of series.json() as Record<string, { Value?: string[] }>[]) {
      for (const url of item['00081190']?.Value ?? [])
        expect(url.startsWith(`${root}/studies/${ct.studyInstanceUid}`)).toBe(true);
    }
  });

  it('answers 404 for any other study, series or instance, and for path tricks', async () => {
    const token = await viewerToken((await generate()).imsec);
    const root = `/api/imaging/viewer/${token}`;
    const ctStudy = `${root}/studies/${ct.studyInstanceUid}`;
    const refused = [
      `${root}/studies/${mr.studyInstanceUid}/series`,
      `${root}/studies/${mr.studyInstanceUid}/metadata`,
      `${root}/studies/${mr.studyInstanceUid}/series/${mrSeries.seriesInstanceUid}/instances/${mrInstance.sopInstanceUid}/frames/1/rendered`,
      `${ctStudy}/../${mr.studyInstanceUid}/series`,
      `${ctStudy}/%2e%2e/${mr.studyInstanceUid}/series`,
      `${ctStudy}/%2E%2E/%2E%2E/studies/${mr.studyInstanceUid}/metadata`,
      `${root}/studies/${ct.studyInstanceUid}/..%2f..%2fstudies%2f${mr.studyInstanceUid}/series`,
      `${root}/studies/${ct.studyInstanceUid}//series`,
      `${root}//studies/${ct.studyInstanceUid}/series`,
      `${root}/studies/${ct.studyInstanceUid}..1/series`,
      `${root}/studies/%32.25.1/series`,
      `${ctStudy}/series/${ctSeries.seriesInstanceUid}/instances/${ctInstance.sopInstanceUid}/rendered?viewport=64,64&accept=image/gif`,
      `${ctStudy}/series/${ctSeries.seriesInstanceUid}/instances/${ctInstance.sopInstanceUid}/rendered?window=40,400,linear&window=1,1,linear`,
      `${ctStudy}/series/${ctSeries.seriesInstanceUid}/instances/${ctInstance.sopInstanceUid}/metadata?includefield=all`,
      `${ctStudy}/series/${mrSeries.seriesInstanceUid}/instances`,
      `${ctStudy}/series/${ctSeries.seriesInstanceUid}/instances/${mrInstance.sopInstanceUid}/metadata`,
      `${root.slice(0, -3)}abc/studies/${ct.studyInstanceUid}/series`,
    ];
    for (const url of refused) {
      const res = await inject('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
    }
  });

  it('revocation and expiry stop the viewer at once; every access leaves an audit row', async () => {
    const link = await generate();
    const token = await viewerToken(link.imsec);
    const series = `/api/imaging/viewer/${token}/studies/${ct.studyInstanceUid}/series`;
    const before = await auditCount('imaging.viewer_access');
    expect((await inject('GET', series)).statusCode).toBe(200);
    expect((await inject('GET', series)).statusCode).toBe(200);
    expect(await auditCount('imaging.viewer_access')).toBe(before + 2);

    const revoke = await inject(
      'POST',
      `/api/admin/image_viewer_links/${encodeURIComponent(link.imsec)}/revoke`,
      {
        headers: await headersOf('radiologist'),
      },
    );
    expect(revoke.json()).toEqual({ revoked: true });
    const revokedAt = Date.now();
    expect((await inject('GET', series)).statusCode).toBe(404);
    expect(Date.now() - revokedAt).toBeLessThan(1000);
    const status = (await inject('GET', link.path)).json();
    expect(status).toMatchObject({ imageViewerLinkStatus: 'EXPIRED', url: null });
    expect(status.redirectUrl).toContain('/image-viewer-access');

    const other = await generate();
    const otherToken = await viewerToken(other.imsec);
    await ctx()
      .database.db.updateTable('imagingLink')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('imsecHash', '=', tokenId(other.imsec))
      .execute();
    expect((await inject('GET', `/api/imaging/viewer/${otherToken}`)).statusCode).toBe(404);
    expect((await inject('GET', other.path)).json().imageViewerLinkStatus).toBe('EXPIRED');
    expect(await auditCount('imaging.link_opened')).toBeGreaterThan(0);
  });

  it('direct opens a study for a radiologist by accession and for a referrer only by a link they hold', async () => {
    const radiologist = await inject('POST', '/api/image_viewer/direct', {
      headers: await headersOf('radiologist'),
      payload: { input: mr.accessionNumber },
    });
    expect(radiologist.statusCode, radiologist.body).toBe(200);
    const token = (radiologist.json().url as string).split('/').pop();
    expect((await inject('GET', `/api/imaging/viewer/${token}`)).json().studyInstanceUid).toBe(
      mr.studyInstanceUid,
    );

    const referrer = await headersOf('referrer');
    const stranger = await inject('POST', '/api/image_viewer/direct', {
      headers: referrer,
      payload: { input: mr.accessionNumber },
    });
    // Another referrer's study answers as a study that does not exist: 404, nothing revealed.
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('message.user_not_have_access_to_images');
    const unknown = await inject('POST', '/api/image_viewer/direct', {
      headers: referrer,
      payload: { input: 'NO-SUCH-ACCESSION-1' },
    });
    const { requestId: _a, ...foreignBody } = stranger.json();
    const { requestId: _b, ...unknownBody } = unknown.json();
    expect([unknown.statusCode, unknownBody]).toEqual([404, foreignBody]);
    const held = await inject('POST', '/api/image_viewer/direct', {
      headers: referrer,
      payload: { input: (await generate()).imsec },
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(
      (await inject('POST', '/api/image_viewer/direct', { payload: { input: mr.accessionNumber } }))
        .statusCode,
    ).toBe(401);
    const clinicStaff = await inject('POST', '/api/image_viewer/direct', {
      headers: await headersOf('clinic_staff'),
      payload: { input: mr.accessionNumber },
    });
    expect(clinicStaff.statusCode).toBe(403);
  });

  it('a referrer lists the studies issued to them and opens them by accession number', async () => {
    const referrer = await headersOf('referrer');
    // The token's subject (a service client's id when it has no sub): whom the principal names.
    const claims = JSON.parse(
      Buffer.from(referrer.authorization.split('.')[1] ?? '', 'base64url').toString(),
    );
    const subject = claims.sub ?? claims.client_id;
    const before = await inject('GET', '/api/admin/referrer/referrals', { headers: referrer });
    expect(before.statusCode, before.body).toBe(200);
    const mrOf = (body: { referrals: { accessionNumber: string }[] }) =>
      body.referrals.filter((referral) => referral.accessionNumber === mr.accessionNumber);
    expect(mrOf(before.json())).toEqual([]);
    expect(
      (
        await inject('POST', '/api/image_viewer/direct', {
          headers: referrer,
          payload: { input: mr.accessionNumber },
        })
      ).statusCode,
    ).toBe(404);

    const link = await generate(mr.accessionNumber);
    await ctx()
      .database.db.updateTable('imagingLink')
      .set({ recipient: String(subject) })
      .where('imsecHash', '=', tokenId(link.imsec))
      .execute();
    const listed = await inject('GET', '/api/admin/referrer/referrals', { headers: referrer });
    expect(mrOf(listed.json())).toEqual([
      expect.objectContaining({
        accessionNumber: mr.accessionNumber,
        studyDescription: mr.description,
        modalities: ['MR'],
        reportReleased: false,
      }),
    ]);
    const opened = await inject('POST', '/api/image_viewer/direct', {
      headers: referrer,
      payload: { input: mr.accessionNumber },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(
      (await inject('GET', '/api/admin/referrer/referrals', { headers: await headersOf('clinic_staff') }))
        .statusCode,
    ).toBe(403);
  });

  it('the feedback questionnaire is answered once per link', async () => {
    const link = await generate();
    const query = `/api/image_viewer_link/questionnaires?imsec=${encodeURIComponent(link.imsec)}`;
    const first = await inject('GET', query);
    expect(first.statusCode, first.body).toBe(200);
    const questionnaireId = first.json().questionnaireId as number;
    expect(first.json().questionnaire.type).toBe('FEEDBACK');
    const answer = { questionnaireId, questionnaireResult: { clarity: 5, timeliness: 4 } };
    const saved = await inject('POST', query, { payload: answer });
    expect(saved.statusCode, saved.body).toBe(201);
    const again = await inject('POST', query, {
      payload: { ...answer, questionnaireResult: { clarity: 1, timeliness: 1 } },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('message.feedback_already_provided');
    expect((await inject('GET', query)).json().questionnaire).toBeNull();
    const rows = await ctx().database.db.selectFrom('referrerReportFeedback').selectAll().execute();
    expect(rows.filter((row) => row.imsecHash === tokenId(link.imsec))).toHaveLength(1);

    const unknown = await inject('GET', '/api/image_viewer_link/questionnaires?imsec=unknown-link');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('message.referrer_feedback_error');
    const byAccession = await inject(
      'GET',
      `/api/image_viewer_link/questionnaires?imsec=${encodeURIComponent(link.imsec)}&pacsAppointmentId=${mr.accessionNumber}`,
    );
    expect(byAccession.statusCode).toBe(404);
  });

  it('the feedback calls answer message.referrer_feedback_error while the feature is off', async () => {
    const link = await generate();
    const query = `/api/image_viewer_link/questionnaires?imsec=${encodeURIComponent(link.imsec)}`;
    const features = (on: boolean) =>
      inject('PUT', '/api/admin/config/features', {
        headers: adminHeaders,
        payload: { ...defaultSections.features, referrerReportQualityFeedbackEnabled: on },
      });
    const adminHeaders = await headersOf('admin');
    expect((await features(false)).statusCode).toBe(200);
    try {
      const off = await inject('GET', query);
      expect(off.statusCode).toBe(404);
      expect(off.json().message).toBe('message.referrer_feedback_error');
      const answer = await inject('POST', query, {
        payload: { questionnaireId: 1, questionnaireResult: { clarity: 5 } },
      });
      expect(answer.json().message).toBe('message.referrer_feedback_error');
    } finally {
      expect((await features(true)).statusCode).toBe(200);
    }
    expect((await inject('GET', query)).statusCode).toBe(200);
  });
});
