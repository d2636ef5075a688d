import { problem, processedOutcome } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test/databases';
import { createQuestionnairesRepository } from './questionnaires.repository';
import { createQuestionnairesService } from './questionnaires.service';
import { insertAppointment, newKey, useQuestionnaireApp } from './questionnaires.test-support';

describe.each(databaseTargets)('questionnaire calls on %s', (target) => {
  const { ctx, clock, ids, catalog, inject, get, answer } = useQuestionnaireApp(target);
  it('lists the exam-linked questionnaire first, then the general ones, for a key without a booking', async () => {
    const res = await get(`bookingKey=${newKey()}&examSlug=mri-knee`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.questionnaires.map((q: { id: number }) => q.id)).toEqual([
      ids['mri-safety'],
      ids['booking-form'],
    ]);
    expect(body.questionnaires[0]).toMatchObject({ type: 'BOOKING_FORM', modalSize: 'lg', version: 1 });
    expect(body.allQuestionnaireAnswers).toEqual([]);
  });

  it('asks for questionnaires by type, and for the exam an outcome changed to', async () => {
    const key = newKey();
    const routing = await get(`bookingKey=${key}&examSlug=general-enquiry&types=MODALITY_ROUTING`);
    expect(routing.json().questionnaires.map((q: { id: number }) => q.id)).toEqual([
      ids['knee-pain-routing'],
    ]);
    const changed = await get(`bookingKey=${key}&examSlug=mri-knee&changedExamSlug=ct-abdomen-contrast`);
    expect(changed.json().questionnaires[0].id).toBe(ids['ct-contrast']);
  });

  it.each([
    ['a short booking key', 'bookingKey=abc', 'querystring.bookingKey'],
    ['an unknown type', `bookingKey=${newKey()}&types=NOPE`, 'querystring.types.0'],
  ])('answers 400 naming the field for %s', async (_name, query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(problem.parse(res.json()).errors?.[0]?.field).toBe(field);
  });

  it('answers 400 for an exam that does not exist', async () => {
    const res = await get(`bookingKey=${newKey()}&examSlug=no-such-exam`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('message.questionnaire_unknown_exam');
  });

  it('saves a temporary answer, leaves it out of the next list, and ignores a forged outcome', async () => {
    const key = newKey();
    const saved = await answer({
      bookingKey: key,
      questionnaireId: ids['mri-safety'],
      questionnaireType: 'BOOKING_FORM',
      questionnaireResult: {
        pacemaker: true,
        implants: false,
        pregnant: 'no',
        claustrophobia: false,
        weight: 80,
      },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ temporary: true, version: 1, questionnaireId: ids['mri-safety'] });

    const next = (await get(`bookingKey=${key}&examSlug=mri-knee`)).json();
    expect(next.questionnaires.map((q: { id: number }) => q.id)).toEqual([ids['booking-form']]);
    expect(next.examQuestionnaireAnswers).toHaveLength(1);
    expect(next.allQuestionnaireAnswers[0]).toMatchObject({
      questionnaireId: ids['mri-safety'],
      temporary: true,
    });

    const res = await inject('POST', '/api/questionnaires/outcomes', {
      bookingKey: key,
      outcome: 'DENY_BOOKING',
      message: 'forged',
      restrictMinDate: '2020-01-01',
    });
    expect(res.statusCode).toBe(200);
    expect(processedOutcome.parse(res.json())).toEqual({
      outcome: 'CREATE_BOOKING_REQUEST',
      message: 'message.questionnaire_outcome_pacemaker',
      url: 'https://southerncrossimaging.example/mri-safety',
      questionnaireIds: [ids['mri-safety']],
    });
    const message = await inject('GET', `/api/questionnaires/message?bookingKey=${key}`);
    expect(message.json()).toEqual({
      message: 'message.questionnaire_outcome_pacemaker',
      outcome: 'CREATE_BOOKING_REQUEST',
    });
  });

  it('keeps only question values: an outcome smuggled into the answer changes nothing', async () => {
    const key = newKey();
    await answer({
      bookingKey: key,
      questionnaireId: ids['mri-safety'],
      questionnaireType: 'BOOKING_FORM',
      questionnaireResult: {
        pacemaker: false,
        implants: false,
        pregnant: 'no',
        claustrophobia: false,
        weight: 70,
        outcome: 'x',
      },
    });
    const res = await inject('POST', '/api/questionnaires/outcomes', {
      bookingKey: key,
      questionnaireId: ids['mri-safety'],
    });
    expect(res.json()).toEqual({ outcome: null, questionnaireIds: [ids['mri-safety']] });
  });

  it('restricts the earliest date after a kidney disease answer, counted from the clinic day', async () => {
    const key = newKey();
    await answer({
      bookingKey: key,
      questionnaireId: ids['ct-contrast'],
      questionnaireType: 'BOOKING_FORM',
      questionnaireResult: { contrastAllergy: 'no', kidneyDisease: 'yes', diabetesMedication: false },
    });
    const res = await inject('POST', '/api/questionnaires/outcomes', { bookingKey: key });
    expect(res.json()).toMatchObject({
      outcome: null,
      restrictMinDate: '2026-03-16',
      medicareNumberRequired: true,
      message: 'message.questionnaire_outcome_kidney',
    });
  });

  it.each([
    [
      'a missing required answer',
      { questionnaireResult: { pacemaker: true } },
      400,
      'message.questionnaire_answer_incomplete',
    ],
    [
      'a type that is not the questionnaire’s',
      { questionnaireType: 'FEEDBACK' },
      400,
      'message.questionnaire_type_mismatch',
    ],
    ['an unknown questionnaire', { questionnaireId: 999999 }, 404, 'message.questionnaire_not_found'],
    ['a result that is not an object', { questionnaireResult: 'yes' }, 400, 'message.validation_error'],
  ])('rejects %s', async (_name, change, status, message) => {
    const res = await answer({
      bookingKey: newKey(),
      questionnaireId: ids['mri-safety'],
      questionnaireType: 'BOOKING_FORM',
      questionnaireResult: {
        pacemaker: false,
        implants: false,
        pregnant: 'no',
        claustrophobia: false,
        weight: 70,
      },
      ...change,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('names the missing question of an incomplete answer', async () => {
    const res = await answer({
      bookingKey: newKey(),
      questionnaireId: ids['mri-safety'],
      questionnaireType: 'BOOKING_FORM',
      questionnaireResult: {
        pacemaker: false,
        implants: true,
        pregnant: 'no',
        claustrophobia: false,
        weight: 70,
      },
    });
    expect(res.json().errors).toEqual([
      { field: 'body.questionnaireResult.implantDetails', message: 'message.field_required' },
    ]);
  });

  it('lets only a patient signed in for the booking cancel through the cancel questionnaire', async () => {
    const booking = await insertAppointment(ctx().database.db, catalog(), 'mri-knee');
    const res = await answer({
      bookingKey: booking.bookingKey,
      questionnaireId: ids['cancel-reasons'],
      questionnaireType: 'CANCEL_APPOINTMENT_PATIENT',
      questionnaireResult: { reason: 'cost' },
    });
    expect(res.statusCode).toBe(401);
    const rows = await ctx()
      .database.db.selectFrom('questionnaireAnswer')
      .select('id')
      .where('bookingKey', '=', booking.bookingKey)
      .execute();
    expect(rows).toEqual([]);
  });

  it('sends a pain score without a booking to the pain score problem', async () => {
    const res = await answer({
      bookingKey: newKey(),
      questionnaireId: ids['pain-score-initial'],
      questionnaireType: 'PAIN_SCORE_INITIAL',
      questionnaireResult: { painScore: 3 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('message.pain_score_problem');
  });

  it('records a pain score with its appointment and asks it again for the other appointment only', async () => {
    const db = ctx().database.db;
    const first = await insertAppointment(db, catalog(), 'mri-knee');
    const second = await insertAppointment(db, catalog(), 'xray-knee', first.bookingKey);
    const painScores = async (appointmentSlug: string) =>
      (
        await get(
          `bookingKey=${first.bookingKey}&appointmentSlug=${appointmentSlug}&types=PAIN_SCORE_INITIAL`,
        )
      )
        .json()
        .questionnaires.map((q: { id: number }) => q.id);
    expect(await painScores(first.appointmentSlug)).toEqual([ids['pain-score-initial']]);

    const saved = await answer({
      bookingKey: first.bookingKey,
      appointmentSlug: first.appointmentSlug,
      questionnaireId: ids['pain-score-initial'],
      questionnaireType: 'PAIN_SCORE_INITIAL',
      questionnaireResult: { painScore: 9 },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const row = await db
      .selectFrom('questionnaireAnswer')
      .select(['appointmentId', 'temporary'])
      .where('id', '=', saved.json().answerId)
      .executeTakeFirst();
    expect(row).toEqual({ appointmentId: first.appointmentId, temporary: false });
    expect(await painScores(first.appointmentSlug)).toEqual([]);
    expect(await painScores(second.appointmentSlug)).toEqual([ids['pain-score-initial']]);
    const outcome = await inject('POST', '/api/questionnaires/outcomes', {
      bookingKey: first.bookingKey,
      questionnaireId: ids['pain-score-initial'],
    });
    expect(outcome.json()).toMatchObject({
      outcome: null,
      message: 'message.questionnaire_outcome_high_pain',
    });
  });

  it('refuses a pain score for a cancelled appointment with the pain score problem', async () => {
    const db = ctx().database.db;
    const booking = await insertAppointment(db, catalog(), 'mri-knee');
    await db
      .updateTable('appointment')
      .set({ status: 'CANCELED' })
      .where('id', '=', booking.appointmentId)
      .execute();
    const res = await answer({
      bookingKey: booking.bookingKey,
      appointmentSlug: booking.appointmentSlug,
      questionnaireId: ids['pain-score-final'],
      questionnaireType: 'PAIN_SCORE_FINAL',
      questionnaireResult: { painScore: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('message.pain_score_problem');
    const rows = await db
      .selectFrom('questionnaireAnswer')
      .select('id')
      .where('bookingKey', '=', booking.bookingKey)
      .execute();
    expect(rows).toEqual([]);
  });

  it('routes knee pain after an injury to the knee MRI', async () => {
    const key = newKey();
    await answer({
      bookingKey: key,
      questionnaireId: ids['knee-pain-routing'],
      questionnaireType: 'MODALITY_ROUTING',
      questionnaireResult: { painLocation: 'knee', injury: 'yes' },
    });
    const res = await inject('POST', '/api/questionnaires/change_exam', { bookingKey: key });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      bookingKey: key,
      newExamSlug: 'mri-knee',
      examName: 'MRI Knee',
      nextPath: `/select-clinic/mri-knee?bookingKey=${key}`,
    });
    const none = await inject('POST', '/api/questionnaires/change_exam', { bookingKey: newKey() });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('message.questionnaire_no_exam_change');
  });

  it('moves temporary answers to the booking and to a new booking key', async () => {
    const service = createQuestionnairesService(
      { db: ctx().database.db, clock, log: ctx().app.log },
      createQuestionnairesRepository(ctx().database.db),
    );
    const oldKey = newKey();
    await answer({
      bookingKey: oldKey,
      questionnaireId: ids['booking-form'],
      questionnaireType: 'BOOKING_FORM',
      questionnaireResult: { interpreterRequired: false, mobilityAssistance: false },
    });
    const booking = await insertAppointment(ctx().database.db, catalog(), 'mri-knee');
    const db = ctx().database.db;
    const moved = await db.transaction().execute(async (trx) => {
      const rekeyed = await service.rekeyTemporary(trx, oldKey, booking.bookingKey);
      const attached = await service.attachTemporaryAnswers(trx, booking.bookingKey, {
        appointmentId: booking.appointmentId,
      });
      return { rekeyed, attached };
    });
    expect(moved).toEqual({ rekeyed: 1, attached: 1 });
    const rows = await db
      .selectFrom('questionnaireAnswer')
      .selectAll()
      .where('bookingKey', '=', booking.bookingKey)
      .execute();
    expect(rows).toMatchObject([
      { temporary: false, appointmentId: booking.appointmentId, bookingRequestId: null },
    ]);
    expect((await get(`bookingKey=${oldKey}&examSlug=mri-knee`)).json().allQuestionnaireAnswers).toEqual([]);
  });

  it('offers feedback once for a booking, then answers that it was given', async () => {
    const booking = await insertAppointment(ctx().database.db, catalog(), 'mri-knee');
    const first = await inject('GET', `/api/questionnaires/feedback?bookingKey=${booking.bookingKey}`);
    expect(first.json()).toMatchObject({ questionnaireId: ids['patient-feedback'], modalSize: 'md' });
    const feedback = {
      bookingKey: booking.bookingKey,
      questionnaireId: ids['patient-feedback'],
      questionnaireType: 'FEEDBACK',
    };
    expect(
      (await answer({ ...feedback, questionnaireResult: { overall: 5, recommend: 'yes' } })).statusCode,
    ).toBe(201);
    const after = await inject('GET', `/api/questionnaires/feedback?bookingKey=${booking.bookingKey}`);
    expect(after.json()).toEqual({
      questionnaire: null,
      questionnaireId: null,
      title: null,
      modalSize: null,
      showClosingConfirmation: false,
    });
    const again = await answer({ ...feedback, questionnaireResult: { overall: 1, recommend: 'no' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('message.feedback_already_provided');
    expect((await inject('GET', `/api/questionnaires/feedback?bookingKey=${newKey()}`)).statusCode).toBe(404);
  });
});
