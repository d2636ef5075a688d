import { questionnaireExport } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { newKey, useQuestionnaireApp } from './questionnaires.test-support';

describe.each(databaseTargets)('questionnaire admin calls on %s', (target) => {
  const { ids, inject, answer, admin } = useQuestionnaireApp(target);

  it('records the version answered, and shows staff the answer against its own version', async () => {
    const key = newKey();
    const v1 = await answer({
      bookingKey: key,
      questionnaireId: ids['booking-form'],
      questionnaireType: 'BOOKING_FORM',
      questionnaireResult: {
        interpreterRequired: true,
        interpreterLanguage: 'Greek',
        mobilityAssistance: false,
      },
    });
    const exported = questionnaireExport.parse(
      (await inject('GET', '/api/admin/questionnaires', undefined, admin())).json(),
    );
    const form = exported.questionnaires.find((q) => q.key === 'booking-form');
    if (!form) throw new Error('booking-form not exported');
    const { id: _id, version: _version, ...doc } = form;
    const edited = { ...doc, definition: { ...doc.definition, title: 'About your visit (v2)' } };
    const imported = await inject('POST', '/api/admin/questionnaires', { questionnaires: [edited] }, admin());
    expect(imported.json().results).toEqual([
      { key: 'booking-form', id: ids['booking-form'], version: 2, created: false },
    ]);

    const v2 = await answer({
      bookingKey: newKey(),
      questionnaireId: ids['booking-form'],
      questionnaireType: 'BOOKING_FORM',
      questionnaireResult: { interpreterRequired: false, mobilityAssistance: true },
    });
    expect([v1.json().version, v2.json().version]).toEqual([1, 2]);

    const view = await inject('GET', `/api/questionnaires/${v1.json().answerId}/view`, undefined, admin());
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ version: 1, title: 'About your visit', bookingKey: key });
    expect(view.json().entries).toEqual([
      { name: 'interpreterRequired', title: 'Do you need an interpreter?', answer: 'Yes' },
      { name: 'interpreterLanguage', title: 'Which language?', answer: 'Greek' },
      {
        name: 'mobilityAssistance',
        title: 'Will you need help moving around, for example a wheelchair?',
        answer: 'No',
      },
    ]);
  });

  it('protects the admin calls with the bearer token', async () => {
    expect((await inject('GET', '/api/admin/questionnaires')).statusCode).toBe(401);
    expect(
      (await inject('GET', '/api/admin/questionnaires', undefined, { authorization: 'Bearer wrong' }))
        .statusCode,
    ).toBe(401);
    expect((await inject('GET', '/api/questionnaires/1/view')).statusCode).toBe(401);
  });

  it.each([
    ['a definition SurveyJS cannot load', { pages: 'oops' }, 'message.questionnaire_invalid_definition'],
    [
      'a definition without questions',
      { title: 'Nothing to ask' },
      'message.questionnaire_invalid_definition',
    ],
  ])('rejects an import of %s and stores nothing', async (_name, definition, message) => {
    const res = await inject(
      'POST',
      '/api/admin/questionnaires',
      {
        questionnaires: [{ key: 'broken', type: 'BOOKING_FORM', title: 'Broken', general: true, definition }],
      },
      admin(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message,
      errors: [{ field: 'body.questionnaires.0.definition', message }],
    });
    const exported = (await inject('GET', '/api/admin/questionnaires', undefined, admin())).json();
    expect(exported.questionnaires.some((q: { key: string }) => q.key === 'broken')).toBe(false);
  });

  it('rejects a rule SurveyJS cannot parse, and validates without storing on a dry run', async () => {
    const doc = {
      key: 'dry',
      type: 'BOOKING_FORM',
      title: 'Dry',
      definition: { elements: [{ type: 'boolean', name: 'a', title: 'A?' }] },
    };
    const badRule = await inject(
      'POST',
      '/api/admin/questionnaires',
      { questionnaires: [{ ...doc, rules: [{ expression: '{a} ===== 1' }] }] },
      admin(),
    );
    expect(badRule.statusCode).toBe(400);
    expect(badRule.json().errors[0]).toMatchObject({ field: 'body.questionnaires.0.rules.0.expression' });
    const dry = await inject(
      'POST',
      '/api/admin/questionnaires',
      { questionnaires: [doc], dryRun: true },
      admin(),
    );
    expect(dry.json()).toEqual({
      dryRun: true,
      results: [{ key: 'dry', id: null, version: null, created: false }],
    });
  });
});

describe.each(databaseTargets)('the demo provider on %s (seeded, no shared admin token)', (target) => {
  const ctx = useTestApp(target);

  it('refuses the old shared token: only access tokens of the provider open the admin calls', async () => {
    const headers = { authorization: 'Bearer test-admin-token-0123456789abcdef' };
    const res = await ctx().app.inject({ method: 'GET', url: '/api/admin/questionnaires', headers });
    expect(res.statusCode).toBe(401);
  });

  it('asks the seeded MRI safety questionnaire for a knee MRI, and routes knee pain to seeded exams', async () => {
    const key = newKey();
    const mri = await ctx().app.inject({
      method: 'GET',
      url: `/api/questionnaires?bookingKey=${key}&examSlug=mri-knee`,
    });
    expect(mri.json().questionnaires[0].title).toBe('MRI safety questionnaire');
    const routing = await ctx().app.inject({
      method: 'GET',
      url: `/api/questionnaires?bookingKey=${key}&examSlug=general-enquiry&types=MODALITY_ROUTING`,
    });
    expect(routing.json().questionnaires.map((q: { title: string }) => q.title)).toEqual([
      'Which scan do you need?',
    ]);
  });
});
