import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { useStaffAuthorization } from '../../test/staff-auth';
import '../questionnaires/questionnaires.tables';
import { newRandomKey } from './booking-keys';
import { clinicId, deviceId, patient, TEST_NOW, TUESDAY_9AM_SYDNEY } from './booking-test-helpers';

/** Tuesday 17 March 2026, 09:00 in Sydney: after the CT kidney outcome's earliest date (+14 days). */
const MARCH_17_9AM_SYDNEY = '2026-03-16T22:00:00.000Z';
/** Passes the Medicare check digit (weights 1,3,7,9,1,3,7,9 → 0), issue number 1. */
const MEDICARE = '2123 45670 1';

/** A questionnaire that denies online booking of a chest X-ray to patients with a metal fragment. */
const denyingQuestionnaire = {
  key: 'test-deny-xray',
  type: 'BOOKING_FORM',
  title: 'Test denial',
  examSlugs: ['xray-chest'],
  definition: {
    elements: [{ type: 'boolean', name: 'metalFragment', title: 'Metal fragment?', isRequired: true }],
  },
  rules: [
    {
      expression: '{metalFragment} = true',
      outcomeType: 'DENY_BOOKING',
      fields: { message: 'message.booking_denied' },
      priority: 10,
    },
  ],
};

describe.each(databaseTargets)('questionnaire outcomes enforced by booking on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });
  const bearer = useStaffAuthorization(ctx);
  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, headers?: Record<string, string>) =>
    ctx().app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const choice = async (examSlug: string, modality: string, start: string) => ({
    examSlug,
    clinicId: await clinicId(ctx().database.db, 'sydney-cbd'),
    deviceId: await deviceId(ctx().database.db, 'sydney-cbd', modality),
    start,
  });

  /** Answers the exam's questionnaire with this title as the browser would, before any booking. */
  async function answer(
    bookingKey: string,
    examSlug: string,
    title: string,
    result: Record<string, unknown>,
  ) {
    const list = await inject('GET', `/api/questionnaires?bookingKey=${bookingKey}&examSlug=${examSlug}`);
    expect(list.statusCode, list.body).toBe(200);
    const questionnaire = list.json().questionnaires.find((q: { title: string }) => q.title === title);
    expect(questionnaire, `${title} offered for ${examSlug}`).toBeDefined();
    const saved = await inject('POST', '/api/questionnaires/answers', {
      bookingKey,
      questionnaireId: questionnaire.id,
      questionnaireType: questionnaire.type,
      questionnaireResult: result,
    });
    expect(saved.statusCode, saved.body).toBe(201);
  }

  const answersOf = (bookingKey: string) =>
    ctx()
      .database.db.selectFrom('questionnaireAnswer')
      .select(['temporary', 'appointmentId', 'bookingRequestId', 'bookingKey'])
      .where('bookingKey', '=', bookingKey)
      .execute();

  const mriSafe = { pacemaker: false, implants: false, pregnant: 'no', claustrophobia: false, weight: 70 };
  const ctKidney = { contrastAllergy: 'no', kidneyDisease: 'yes', diabetesMedication: false };

  it('turns an MRI with a pacemaker into an enquiry that carries the answers', async () => {
    const bookingKey = newRandomKey();
    await answer(bookingKey, 'mri-knee', 'MRI safety questionnaire', { ...mriSafe, pacemaker: true });
    const booked = await inject('POST', '/api/appointments', {
      ...(await choice('mri-knee', 'MRI', TUESDAY_9AM_SYDNEY)),
      bookingKey,
      patient: patient(),
    });
    expect(booked.statusCode, booked.body).toBe(409);
    expect(booked.json().message).toBe('message.booking_request_required');

    const enquiry = await inject('POST', '/api/booking_requests', {
      examSlugs: ['mri-knee'],
      clinicId: await clinicId(ctx().database.db, 'sydney-cbd'),
      bookingKey,
      patient: patient(),
    });
    expect(enquiry.statusCode, enquiry.body).toBe(201);
    expect(await answersOf(bookingKey)).toEqual([
      { temporary: false, appointmentId: null, bookingRequestId: enquiry.json().id, bookingKey },
    ]);
  });

  it('books an MRI with safe answers and attaches them to the appointment', async () => {
    const bookingKey = newRandomKey();
    await answer(bookingKey, 'mri-knee', 'MRI safety questionnaire', mriSafe);
    const booked = await inject('POST', '/api/appointments', {
      ...(await choice('mri-knee', 'MRI', TUESDAY_9AM_SYDNEY)),
      bookingKey,
      patient: patient(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await answersOf(bookingKey)).toEqual([
      { temporary: false, appointmentId: booked.json().id, bookingRequestId: null, bookingKey },
    ]);
  });

  it('keeps a CT with kidney disease off the earliest days, in search and in booking', async () => {
    const bookingKey = newRandomKey();
    await answer(bookingKey, 'ct-chest', 'CT contrast questionnaire', ctKidney);
    const search = {
      clinicIds: [await clinicId(ctx().database.db, 'sydney-cbd')],
      examSlug: 'ct-chest',
      start: '2026-03-09',
      end: '2026-03-20',
    };
    const open = (await inject('POST', '/api/clinic_appointments', search)).json()[0];
    const restricted = (
      await inject('POST', '/api/clinic_appointments', { ...search, examBookingKey: bookingKey })
    ).json()[0];
    const countOn = (clinic: { days: { date: string; slotCount: number }[] }, date: string) =>
      clinic.days.find((d) => d.date === date)?.slotCount;
    expect(countOn(open, '2026-03-10')).toBeGreaterThan(0);
    expect(countOn(restricted, '2026-03-10')).toBe(0);
    expect(countOn(restricted, '2026-03-17')).toBe(countOn(open, '2026-03-17'));
    expect(restricted.slots.every((s: { start: string }) => s.start >= '2026-03-15T13:00:00.000Z')).toBe(
      true,
    );

    const early = await inject('POST', '/api/appointments', {
      ...(await choice('ct-chest', 'CT', TUESDAY_9AM_SYDNEY)),
      bookingKey,
      patient: patient({ medicareNumber: MEDICARE }),
    });
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json()).toMatchObject({
      message: 'message.slot_unavailable',
      params: { reason: 'restricted_min_date', minDate: '2026-03-16' },
    });
  });

  it('requires a valid Medicare number when the outcome says so and stores it on the patient', async () => {
    const bookingKey = newRandomKey();
    await answer(bookingKey, 'ct-chest', 'CT contrast questionnaire', ctKidney);
    const slot = await choice('ct-chest', 'CT', MARCH_17_9AM_SYDNEY);
    const without = await inject('POST', '/api/appointments', { ...slot, bookingKey, patient: patient() });
    expect(without.statusCode, without.body).toBe(400);
    expect(without.json().errors).toEqual([
      { field: 'patient.medicareNumber', message: 'message.field_required' },
    ]);
    const badDigit = await inject('POST', '/api/appointments', {
      ...slot,
      bookingKey,
      patient: patient({ medicareNumber: '2123456711' }),
    });
    expect(badDigit.statusCode).toBe(400);
    expect(badDigit.json().errors[0].field).toBe('body.patient.medicareNumber');

    const booked = await inject('POST', '/api/appointments', {
      ...slot,
      bookingKey,
      patient: patient({ medicareNumber: MEDICARE, medicareIrn: '2' }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const stored = await ctx()
      .database.db.selectFrom('appointment')
      .innerJoin('patient', 'patient.id', 'appointment.patientId')
      .select(['patient.medicareNumber', 'patient.medicareIrn'])
      .where('appointment.id', '=', booked.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ medicareNumber: '2123456701', medicareIrn: '2' });
  });

  it('refuses a booking an outcome denies, with its message, also as a visit', async () => {
    const imported = await inject(
      'POST',
      '/api/admin/questionnaires',
      { questionnaires: [denyingQuestionnaire] },
      { authorization: bearer() },
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const bookingKey = newRandomKey();
    await answer(bookingKey, 'xray-chest', 'Test denial', { metalFragment: true });
    const slot = await choice('xray-chest', 'XR', TUESDAY_9AM_SYDNEY);
    const single = await inject('POST', '/api/appointments', { ...slot, bookingKey, patient: patient() });
    expect(single.statusCode, single.body).toBe(403);
    expect(single.json().message).toBe('message.booking_denied');
    const { examSlug, clinicId: clinic, deviceId: device, start } = slot;
    const visit = await inject('POST', '/api/appointments/visit', {
      items: [{ examSlug, clinicId: clinic, deviceId: device, start }],
      bookingKey,
      patient: patient(),
    });
    expect(visit.statusCode, visit.body).toBe(403);
    expect(await answersOf(bookingKey)).toEqual([
      { temporary: true, appointmentId: null, bookingRequestId: null, bookingKey },
    ]);
  });

  it('moves temporary answers to the fresh key of a re-keyed booking', async () => {
    const bookingKey = newRandomKey();
    await answer(bookingKey, 'mri-knee', 'MRI safety questionnaire', mriSafe);
    const rekeyed = await inject('POST', `/api/booking_keys/${bookingKey}/rekey`);
    expect(rekeyed.statusCode).toBe(201);
    const fresh = rekeyed.json().bookingKey;
    expect(await answersOf(bookingKey)).toEqual([]);
    expect(await answersOf(fresh)).toHaveLength(1);
  });
});
