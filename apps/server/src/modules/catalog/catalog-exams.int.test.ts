import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { staffHeaders } from '../../test/staff-auth';
import { clinicId, deviceId, TEST_NOW } from '../appointments/booking-test-helpers';
import { adminCall, examBody, modalityId } from './catalog-admin.test-support';

type Db = Parameters<typeof clinicId>[0];
const count = async (db: Db, table: string) =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]?.n,
  );

const mkTexts = [
  {
    locale: 'mk',
    name: 'Прст',
    examNotes: null,
    notes: 'Информации на македонски',
    preparationNotes: 'Отстранете го прстенот.',
  },
];

/** Issue 39, exams: what the booking journey reads, from the admin panel (both databases). */
describe.each(databaseTargets)('exams from the admin panel on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });

  it('saves texts per locale, documents and questionnaires with the exam; patients read them in their language', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const xr = await modalityId(app, 'XR');
    const xray = await deviceId(db, 'sydney-cbd', 'XR');
    const created = await adminCall(
      app,
      db,
      'POST',
      '/api/admin/exams',
      examBody(xr, [xray], {
        notes: 'About the finger X-ray',
        preparationNotes: 'Take your rings off.',
        texts: mkTexts,
        documentTypeCodes: ['REFERRAL', 'PREVIOUS_IMAGING_REPORT'],
        questionnaireKeys: ['booking-form'],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      texts: mkTexts,
      documentTypeCodes: ['REFERRAL', 'PREVIOUS_IMAGING_REPORT'],
      questionnaireKeys: ['booking-form'],
    });
    const id = created.json().id;

    const english = (await app.inject({ url: '/api/exams?search=finger' })).json();
    expect(english).toEqual([
      expect.objectContaining({
        slug: 'xray-finger',
        name: 'Finger',
        preparationNotes: 'Take your rings off.',
      }),
    ]);
    const macedonian = (await app.inject({ url: '/api/exams?locale=mk&search=прст' })).json();
    expect(macedonian).toEqual([
      expect.objectContaining({
        slug: 'xray-finger',
        name: 'Прст',
        notes: 'Информации на македонски',
        preparationNotes: 'Отстранете го прстенот.',
        // Not written in Macedonian: the default's.
        examNotes: null,
      }),
    ]);
    const one = (await app.inject({ url: '/api/exams/xray-finger?locale=mk' })).json();
    expect(one).toMatchObject({ name: 'Прст', nameWithModality: expect.stringContaining('Прст') });
    expect((await app.inject({ url: '/api/exams/xray-finger?locale=en-NZ' })).json().name).toBe('Finger');

    // The questionnaire applies to the exam as if its own file had named it.
    const questionnaireExams = await db
      .selectFrom('questionnaireExam')
      .innerJoin('questionnaire', 'questionnaire.id', 'questionnaireExam.questionnaireId')
      .select('questionnaire.key')
      .where('questionnaireExam.examId', '=', id)
      .execute();
    expect(questionnaireExams.map((q) => q.key)).toEqual(['booking-form']);

    // Absent lists stay as they are (an older catalogue file); given ones replace.
    const {
      texts: _t,
      documentTypeCodes: _d,
      questionnaireKeys: _q,
      ...plain
    } = examBody(xr, [xray], { name: 'Finger joint' }) as Record<string, unknown>;
    const kept = await adminCall(app, db, 'PUT', `/api/admin/exams/${id}`, plain);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      name: 'Finger joint',
      texts: mkTexts,
      documentTypeCodes: ['REFERRAL', 'PREVIOUS_IMAGING_REPORT'],
      questionnaireKeys: ['booking-form'],
    });
    const cleared = await adminCall(
      app,
      db,
      'PUT',
      `/api/admin/exams/${id}`,
      examBody(xr, [xray], {
        texts: [{ locale: 'mk', name: null, examNotes: null, notes: null, preparationNotes: null }],
        documentTypeCodes: [],
        questionnaireKeys: [],
      }),
    );
    expect(cleared.json()).toMatchObject({ texts: [], documentTypeCodes: [], questionnaireKeys: [] });
    expect((await app.inject({ url: '/api/exams/xray-finger?locale=mk' })).json().name).toBe('Finger');

    const audit = await db
      .selectFrom('auditEvent')
      .select(['action', 'actorRef', 'detail'])
      .where('action', 'in', ['catalog.exam_created', 'catalog.exam_updated'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'catalog.exam_created',
      'catalog.exam_updated',
      'catalog.exam_updated',
    ]);
    expect(audit[2]?.detail).toMatchObject({
      roles: ['admin'],
      before: { name: 'Finger joint', documentTypeCodes: ['REFERRAL', 'PREVIOUS_IMAGING_REPORT'] },
      after: { name: 'Finger', documentTypeCodes: [] },
    });
  });

  it('refuses bad input with a message beside each field and writes nothing', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const xr = await modalityId(app, 'XR');
    const mri = await modalityId(app, 'MRI');
    const xray = await deviceId(db, 'sydney-cbd', 'XR');
    const tables = ['exam', 'exam_text', 'exam_document_type', 'questionnaire_exam', 'clinic_exam'];
    const snapshot = async () => Promise.all(tables.map((t) => count(db, t)));
    const before = await snapshot();

    const noName = await adminCall(
      app,
      db,
      'POST',
      '/api/admin/exams',
      examBody(xr, [xray], { slug: 'xray-toe', name: '   ' }),
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.headers['content-type']).toContain('application/problem+json');
    expect(noName.json().errors).toEqual([
      { field: 'body.name', message: expect.stringMatching(/^message\.field_/) },
    ]);

    const bad = await adminCall(
      app,
      db,
      'POST',
      '/api/admin/exams',
      examBody(mri, [xray], {
        slug: 'xray-chest',
        texts: [{ ...mkTexts[0], locale: 'en-AU' }, mkTexts[0], { ...mkTexts[0], name: 'Друг' }],
        documentTypeCodes: ['REFERRAL', 'PASSPORT'],
        questionnaireKeys: ['no-such-questionnaire'],
      }),
    );
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'message.validation_error' });
    expect(bad.json().errors).toEqual([
      { field: 'slug', message: 'message.catalog_path_taken' },
      { field: 'deviceIds.0', message: 'message.catalog_device_wrong_modality' },
      { field: 'texts.0.locale', message: 'message.catalog_exam_locale_twice' },
      { field: 'texts.2.locale', message: 'message.catalog_exam_locale_twice' },
      { field: 'documentTypeCodes.1', message: 'message.catalog_unknown_document_type' },
      { field: 'questionnaireKeys.0', message: 'message.catalog_unknown_questionnaire' },
    ]);

    const nobody = await adminCall(
      app,
      db,
      'POST',
      '/api/admin/exams',
      examBody(xr, [], { slug: 'xray-toe', texts: mkTexts, documentTypeCodes: ['REFERRAL'] }),
    );
    expect(nobody.json().errors).toEqual([
      { field: 'deviceIds', message: 'message.catalog_exam_without_device' },
    ]);
    const badLocale = await adminCall(
      app,
      db,
      'POST',
      '/api/admin/exams',
      examBody(xr, [xray], { slug: 'xray-toe', texts: [{ ...mkTexts[0], locale: 'xx' }] }),
    );
    expect(badLocale.json().errors).toEqual([
      { field: 'body.texts.0.locale', message: 'message.field_invalid' },
    ]);

    // An update that fails after its checks passed for other parts leaves the exam as it was.
    const chest = (await adminCall(app, db, 'GET', '/api/admin/catalog'))
      .json()
      .exams.find((e: { slug: string }) => e.slug === 'xray-chest');
    const { id: chestId, ...chestInput } = chest;
    const refused = await adminCall(app, db, 'PUT', `/api/admin/exams/${chestId}`, {
      ...chestInput,
      name: 'Renamed chest',
      texts: mkTexts,
      questionnaireKeys: ['booking-form', 'nope'],
    });
    expect(refused.statusCode).toBe(400);
    const after = (await adminCall(app, db, 'GET', '/api/admin/catalog'))
      .json()
      .exams.find((e: { slug: string }) => e.slug === 'xray-chest');
    expect(after).toEqual(chest);
    expect(await snapshot()).toEqual(before);
  });

  it('orders the exams patients see in one change with its audit row; unknown or repeated slugs are 400', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const catalog = (await adminCall(app, db, 'GET', '/api/admin/catalog')).json();
    const slugs: string[] = catalog.exams.map((e: { slug: string }) => e.slug);
    const reversed = [...slugs].reverse();
    const ordered = await adminCall(app, db, 'PUT', '/api/admin/exams/order', { slugs: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().exams.slice(0, 2)).toEqual([
      { slug: reversed[0], priority: 10 },
      { slug: reversed[1], priority: 20 },
    ]);
    const patients = (await app.inject({ url: '/api/exams' })).json().map((e: { slug: string }) => e.slug);
    expect(patients).toEqual(reversed.filter((s) => patients.includes(s)));
    const audit = await db
      .selectFrom('auditEvent')
      .select('detail')
      .where('action', '=', 'catalog.exams_ordered')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toMatchObject({
      before: { exams: expect.any(Array) },
      after: { exams: expect.any(Array) },
    });

    const priorities = async () =>
      (await db.selectFrom('exam').select(['slug', 'priority']).orderBy('slug').execute()).map(
        (e) => `${e.slug}:${e.priority}`,
      );
    // Those not listed (an exam another admin added meanwhile) follow in their current order.
    const [a, b] = slugs as [string, string];
    const partial = await adminCall(app, db, 'PUT', '/api/admin/exams/order', { slugs: [b, a] });
    expect(partial.statusCode, partial.body).toBe(200);
    const others = reversed.filter((slug) => slug !== a && slug !== b);
    expect(partial.json().exams).toEqual(
      [b, a, ...others].map((slug, index) => ({ slug, priority: (index + 1) * 10 })),
    );

    const was = await priorities();
    const twice = await adminCall(app, db, 'PUT', '/api/admin/exams/order', {
      slugs: [slugs[0], ...slugs.slice(0, -1), 'no-such-exam'],
    });
    expect(twice.json().errors).toEqual([
      { field: 'slugs.1', message: 'message.schedule_unknown_exam', params: { slug: slugs[0] } },
      {
        field: `slugs.${slugs.length}`,
        message: 'message.schedule_unknown_exam',
        params: { slug: 'no-such-exam' },
      },
    ]);
    expect(await priorities()).toEqual(was);

    const sydney = await clinicId(db, 'sydney-cbd');
    const staff = await staffHeaders(app, db, 'clinic_staff', [sydney]);
    const forbidden = await adminCall(app, db, 'PUT', '/api/admin/exams/order', { slugs }, staff);
    expect(forbidden.statusCode).toBe(403);
    expect(await priorities()).toEqual(was);
  });
});
