import { problem } from '@rb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { staffHeaders } from '../../test/staff-auth';
import { countRows, patient, testKey } from '../appointments/booking-test-helpers';

/** A screening questionnaire whose "no" denies the booking outright. */
const denyingQuestionnaire = {
  key: 'test-deny-screening',
  type: 'BOOKING_FORM',
  title: 'Test screening',
  examSlugs: ['us-breast'],
  definition: { elements: [{ type: 'boolean', name: 'safe', title: 'Is it safe?', isRequired: true }] },
  rules: [
    {
      expression: '{safe} = false',
      outcomeType: 'DENY_BOOKING',
      fields: { message: 'message.questionnaire_outcome_denied' },
    },
  ],
};

describe.each(databaseTargets)('booking request outcome check on %s', (target) => {
  const ctx = useTestApp(target);
  let questionnaireId = 0;
  const inject = (url: string, payload: unknown) =>
    ctx().app.inject({ method: 'POST', url, payload: payload as object });
  const answer = (bookingKey: string, safe: boolean) =>
    inject('/api/questionnaires/answers', {
      bookingKey,
      questionnaireId,
      questionnaireType: 'BOOKING_FORM',
      questionnaireResult: { safe },
    });

  beforeAll(async () => {
    const { app, database } = ctx();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/questionnaires',
      headers: await staffHeaders(app, database.db, 'admin'),
      payload: { questionnaires: [denyingQuestionnaire] },
    });
    expect(res.statusCode, res.body).toBe(200);
    questionnaireId = res.json().results[0].id;
  });

  it('refuses a forged request when the stored answers of its key deny the booking', async () => {
    const db = ctx().database.db;
    const key = testKey('deniedKey');
    expect((await answer(key, false)).statusCode).toBe(201);
    const before = await Promise.all([countRows(db, 'bookingRequest'), countRows(db, 'patient')]);
    // The browser claims there is no outcome at all: the server reads the stored answers instead.
    const res = await inject('/api/booking_requests', {
      examSlugs: ['us-breast'],
      bookingKey: key,
      patient: patient(),
      outcome: null,
      questionnaireOutcome: { outcome: null },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(problem.parse(res.json()).message).toBe('message.questionnaire_outcome_denied');
    expect(await Promise.all([countRows(db, 'bookingRequest'), countRows(db, 'patient')])).toEqual(before);
    const answers = await db
      .selectFrom('questionnaireAnswer')
      .select('temporary')
      .where('bookingKey', '=', key)
      .execute();
    expect(answers).toEqual([{ temporary: true }]);
  });

  it('takes the request when the answers of its key allow it, and attaches them', async () => {
    const key = testKey('allowedKey');
    expect((await answer(key, true)).statusCode).toBe(201);
    const res = await inject('/api/booking_requests', {
      examSlugs: ['us-breast'],
      bookingKey: key,
      patient: patient(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await ctx()
      .database.db.selectFrom('questionnaireAnswer')
      .select(['temporary', 'bookingRequestId'])
      .where('bookingKey', '=', key)
      .execute();
    expect(stored).toEqual([{ temporary: false, bookingRequestId: res.json().id }]);
  });
});
