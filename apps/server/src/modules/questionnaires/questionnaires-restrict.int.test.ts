import { problem, processedOutcome, type QuestionnaireDocument } from '@rb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test/databases';
import { newKey, useQuestionnaireApp } from './questionnaires.test-support';

const yesNo = (name: string, title: string) => ({
  type: 'boolean',
  renderAs: 'radio',
  name,
  title,
  isRequired: true,
  labelTrue: 'Yes',
  labelFalse: 'No',
});

/** Asked only when an outcome restricts to it: linked to no exam, not general. */
const shortForm: QuestionnaireDocument = {
  key: 'returning-short-form',
  type: 'BOOKING_FORM',
  title: 'Since your last scan',
  definition: { elements: [yesNo('anythingChanged', 'Has anything changed since your last scan?')] },
};

/** The knee X-ray's screen: a returning patient answers the short form instead of the rest. */
const screen = (restrictQuestionnaireId: number): QuestionnaireDocument => ({
  key: 'knee-xray-screen',
  type: 'BOOKING_FORM',
  title: 'Your knee X-ray',
  examSlugs: ['xray-knee'],
  definition: { elements: [yesNo('returning', 'Did you have this scan with us in the last year?')] },
  rules: [{ expression: '{returning} = true', fields: { restrictQuestionnaireId } }],
});

describe.each(databaseTargets)('§3 restrictQuestionnaireId on %s', (target) => {
  const { ids, inject, get, answer, admin } = useQuestionnaireApp(target);
  const importDocs = (questionnaires: QuestionnaireDocument[]) =>
    inject('POST', '/api/admin/questionnaires', { questionnaires }, admin());
  const listed = async (query: string) =>
    (await get(query)).json().questionnaires.map((q: { id: number }) => q.id) as number[];

  beforeAll(async () => {
    const short = await importDocs([shortForm]);
    ids[shortForm.key] = short.json().results[0].id;
    const screened = await importDocs([screen(ids[shortForm.key] as number)]);
    if (screened.statusCode !== 200) throw new Error(screened.body);
    ids['knee-xray-screen'] = screened.json().results[0].id;
  });

  const answerScreen = (bookingKey: string, returning: boolean) =>
    answer({
      bookingKey,
      questionnaireId: ids['knee-xray-screen'],
      questionnaireType: 'BOOKING_FORM',
      questionnaireResult: { returning },
    });

  it('asks only the questionnaire the answers restrict to, and then none of the others', async () => {
    const key = newKey();
    const query = `bookingKey=${key}&examSlug=xray-knee`;
    expect(await listed(query)).toEqual([ids['knee-xray-screen'], ids['booking-form']]);

    expect((await answerScreen(key, true)).statusCode).toBe(201);
    const outcome = await inject('POST', '/api/questionnaires/outcomes', { bookingKey: key });
    expect(processedOutcome.parse(outcome.json()).restrictQuestionnaireId).toBe(ids[shortForm.key]);
    // The short form is asked though linked to no exam; the general booking form is skipped.
    expect(await listed(query)).toEqual([ids[shortForm.key]]);

    const short = await answer({
      bookingKey: key,
      questionnaireId: ids[shortForm.key],
      questionnaireType: 'BOOKING_FORM',
      questionnaireResult: { anythingChanged: false },
    });
    expect(short.statusCode).toBe(201);
    expect(await listed(query)).toEqual([]);
    // Questionnaires of later moments are chosen as before.
    expect(await listed(`bookingKey=${key}&examSlug=xray-knee&types=FEEDBACK`)).toEqual([
      ids['patient-feedback'],
    ]);
  });

  it('asks the others as before when no rule restricts', async () => {
    const key = newKey();
    await answerScreen(key, false);
    expect(await listed(`bookingKey=${key}&examSlug=xray-knee`)).toEqual([ids['booking-form']]);
  });

  it.each([
    ['an unknown questionnaire', () => 999_999],
    ['a questionnaire not asked while booking', () => ids['patient-feedback'] as number],
  ])('refuses a rule restricting to %s', async (_name, restrictTo) => {
    const res = await importDocs([{ ...screen(restrictTo()), key: 'knee-xray-screen-2' }]);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(problem.parse(res.json()).errors).toEqual([
      {
        field: 'body.questionnaires.0.rules.0.fields.restrictQuestionnaireId',
        message: 'message.questionnaire_unknown_restriction',
        params: { restrictQuestionnaireId: restrictTo() },
      },
    ]);
  });
});
