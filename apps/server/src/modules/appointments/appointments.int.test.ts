import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import {
  clinicId,
  countRows,
  deviceId,
  patient,
  TEST_NOW,
  TUESDAY_9AM_SYDNEY,
  testKey,
} from './booking-test-helpers';

const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

describe.each(databaseTargets)('appointment calls on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });
  const post = (url: string, payload?: unknown) =>
    ctx().app.inject({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });
  const choice = async (start: string, exam = 'xray-chest', modality = 'XR', clinic = 'sydney-cbd') => ({
    examSlug: exam,
    clinicId: await clinicId(ctx().database.db, clinic),
    deviceId: await deviceId(ctx().database.db, clinic, modality),
    start,
  });

  it('makes new unguessable booking keys', async () => {
    const a = await post('/api/booking_keys');
    const b = await post('/api/booking_keys');
    expect(a.statusCode).toBe(201);
    expect(a.json().bookingKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(a.json().bookingKey).not.toBe(b.json().bookingKey);
    const rekeyed = await post(`/api/booking_keys/${a.json().bookingKey}/rekey`);
    expect(rekeyed.statusCode).toBe(201);
    expect(rekeyed.json().bookingKey).not.toBe(a.json().bookingKey);
  });

  it('books a slot: 201 with the §3 creation response, a confirmation view and an email', async () => {
    const db = ctx().database.db;
    const res = await post('/api/appointments', {
      ...(await choice(TUESDAY_9AM_SYDNEY)),
      patient: patient(),
      notes: 'Left side',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      errorMessage: null,
      status: 'BOOKED',
      modalityName: 'X-Ray',
      examName: 'Chest',
      clinicName: 'Sydney CBD Imaging',
      date: TUESDAY_9AM_SYDNEY,
      endTime: at(TUESDAY_9AM_SYDNEY, 15),
      patientEmailHash: createHash('sha256').update('olivia.nguyen@example.com').digest('hex'),
      patientYearOfBirth: 1984,
      confirmationPath: `/sydney-cbd/appointments/${body.bookingKey}`,
    });
    expect(body.bookingKey).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    const confirmation = await get(`/api/appointments/${body.bookingKey}/confirmation`);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.json()).toMatchObject({
      status: 'BOOKED',
      firstName: 'Olivia',
      clinic: { slug: 'sydney-cbd', phone: '02 9233 4100', timeZone: 'Australia/Sydney' },
      appointments: [
        {
          examSlug: 'xray-chest',
          // §3 nameWithModality: what the patient reads ("Chest" alone could be any chest scan).
          nameWithModality: 'X-Ray Chest',
          localDate: '2026-03-03',
          localStartTime: '09:00',
          localEndTime: '09:15',
        },
      ],
    });
    expect(confirmation.body).not.toContain('Nguyen');
    expect(confirmation.body).not.toContain('example.com');
    expect((await get(`/api/appointments/${body.bookingKey}/summaries`)).json()).toHaveLength(1);
    expect((await get(`/api/reference_appointments?bookingKey=${body.bookingKey}`)).json()[0].slug).toBe(
      body.slug,
    );

    const emails = await db
      .selectFrom('outbox')
      .select(['to', 'template', 'data'])
      .where('referenceId', '=', body.bookingKey)
      .execute();
    expect(emails).toMatchObject([
      {
        to: 'olivia.nguyen@example.com',
        template: 'appointment_confirmation',
        data: { examName: 'X-Ray Chest' },
      },
    ]);
  });

  it('answers 409 for a taken slot and stores nothing', async () => {
    const slot = await choice(at(TUESDAY_9AM_SYDNEY, 30));
    expect((await post('/api/appointments', { ...slot, patient: patient() })).statusCode).toBe(201);
    const before = await Promise.all([
      countRows(ctx().database.db, 'appointment'),
      countRows(ctx().database.db, 'patient'),
    ]);
    const again = await post('/api/appointments', { ...slot, patient: patient({ firstName: 'Jack' }) });
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().message).toBe('message.slot_conflict');
    const after = await Promise.all([
      countRows(ctx().database.db, 'appointment'),
      countRows(ctx().database.db, 'patient'),
    ]);
    expect(after).toEqual(before);
  });

  it('lets exactly one of 20 concurrent bookings of one slot win', async () => {
    const slot = await choice(at(TUESDAY_9AM_SYDNEY, 60), 'mri-knee', 'MRI');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/appointments', { ...slot, patient: patient({ firstName: `P${i}` }) }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const claims = await ctx()
      .database.db.selectFrom('slotClaim')
      .select('id')
      .where('deviceId', '=', slot.deviceId)
      .where('startsAt', '=', new Date(slot.start))
      .execute();
    expect(claims).toHaveLength(1);
  });

  it("respects another key's hold and releases the caller's own hold on booking", async () => {
    const slot = await choice(at(TUESDAY_9AM_SYDNEY, 120), 'us-thyroid', 'US');
    const owner = testKey('holdOwnerKey');
    expect((await post('/api/slot_reservations', { ...slot, bookingKey: owner })).statusCode).toBe(201);
    expect((await post('/api/appointments', { ...slot, patient: patient() })).statusCode).toBe(409);
    const mine = await post('/api/appointments', { ...slot, bookingKey: owner, patient: patient() });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().bookingKey).toBe(owner);
    const kinds = await ctx()
      .database.db.selectFrom('slotClaim')
      .select('kind')
      .where('bookingKey', '=', owner)
      .execute();
    expect(kinds).toEqual([{ kind: 'APPOINTMENT' }]);
  });

  it('rejects bad input with a clear 4xx and stores nothing', async () => {
    const db = ctx().database.db;
    const before = await countRows(db, 'patient');
    const slot = await choice(at(TUESDAY_9AM_SYDNEY, 180));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...slot, patient: patient({ email: 'not-an-email' }) }, 400, 'body.patient.email'],
      [{ ...slot, patient: patient({ dateOfBirth: '2990-01-01' }) }, 400, 'body.patient.dateOfBirth'],
      [{ ...slot, patient: patient({ contactNumber: '12ab' }) }, 400, 'body.patient.contactNumber'],
      [{ ...slot, start: 'tomorrow' }, 400, 'body.start'],
      [{ ...slot, examSlug: 'no-such-exam', patient: patient() }, 400, 'examSlug'],
      [{ ...slot, deviceId: await deviceId(db, 'hornsby', 'MRI'), patient: patient() }, 400, 'deviceId'],
    ];
    for (const [body, status, field] of cases) {
      const res = await post('/api/appointments', body);
      expect(res.statusCode, field).toBe(status);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const lunch = await post('/api/appointments', {
      ...(await choice('2026-03-03T01:45:00.000Z')),
      patient: patient(),
    });
    expect(lunch.json()).toMatchObject({ status: 400, message: 'message.slot_unavailable' });
    const past = await post('/api/appointments', {
      ...(await choice('2026-03-01T22:00:00.000Z')),
      patient: patient(),
    });
    expect(past.json()).toMatchObject({ status: 400, params: { reason: 'too_soon' } });
    const enquiry = await post('/api/appointments', {
      ...(await choice(TUESDAY_9AM_SYDNEY, 'ct-coronary-angiogram', 'CT')),
      patient: patient(),
    });
    expect(enquiry.json().message).toBe('message.exam_enquiry_only');
    expect(await countRows(db, 'patient')).toBe(before);
    expect((await get('/api/appointments/AAAAAAAAAAAAAAAAAAAAAAAA/confirmation')).statusCode).toBe(404);
    expect((await get('/api/appointments/short/confirmation')).statusCode).toBe(400);
  });

  it('creates PENDING appointments when the provider asks for it', async () => {
    const db = ctx().database.db;
    await sql`update booking_policy set pending_by_default = true`.execute(db);
    try {
      const res = await post('/api/appointments', {
        ...(await choice(at(TUESDAY_9AM_SYDNEY, 270))),
        patient: patient(),
      });
      expect(res.json()).toMatchObject({ status: 'PENDING' });
      expect(res.json().confirmationPath).toBe(`/sydney-cbd/appointments/pending/${res.json().bookingKey}`);
      const email = await db
        .selectFrom('outbox')
        .select('template')
        .where('referenceId', '=', res.json().bookingKey)
        .executeTakeFirst();
      expect(email?.template).toBe('appointment_pending');
    } finally {
      await sql`update booking_policy set pending_by_default = false`.execute(db);
    }
  });

  it('books a visit of several exams back to back, all or nothing', async () => {
    const db = ctx().database.db;
    const start = '2026-03-03T23:00:00.000Z'; // Wednesday 10:00 AEDT
    const xray = await choice(start);
    const us = await choice(at(start, 15), 'us-abdomen', 'US');
    const visit = await post('/api/appointments/visit', { items: [xray, us], patient: patient() });
    expect(visit.statusCode, visit.body).toBe(201);
    expect(visit.json().appointments.map((a: { examSlug: string }) => a.examSlug)).toEqual([
      'xray-chest',
      'us-abdomen',
    ]);
    expect(new Set(visit.json().appointments.map((a: { bookingKey: string }) => a.bookingKey)).size).toBe(1);

    const before = await countRows(db, 'appointment');
    const free = await choice(at(start, 60));
    const clash = await post('/api/appointments/visit', { items: [free, us], patient: patient() });
    expect(clash.statusCode).toBe(409);
    expect(await countRows(db, 'appointment')).toBe(before);

    const overlap = await post('/api/appointments/visit', {
      items: [free, await choice(at(start, 60), 'us-abdomen', 'US')],
      patient: patient(),
    });
    expect(overlap.json().message).toBe('message.visit_overlap');
    const twoClinics = await post('/api/appointments/visit', {
      items: [free, await choice(start, 'xray-chest', 'XR', 'parramatta')],
      patient: patient(),
    });
    expect(twoClinics.json().message).toBe('message.visit_single_clinic');
    const badItem = await post('/api/appointments/visit', {
      items: [free, { ...us, examSlug: 'nope' }],
      patient: patient(),
    });
    expect(badItem.json().errors[0].field).toBe('items.1.examSlug');
    expect(await countRows(db, 'appointment')).toBe(before);
  });

  it('answers booking form details', async () => {
    const sydney = await clinicId(ctx().database.db, 'sydney-cbd');
    const res = await get(`/api/booking_form_details?examSlugs=mri-knee,xray-knee&clinicId=${sydney}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      holdMinutes: 10,
      pendingByDefault: false,
      clinic: { slug: 'sydney-cbd' },
    });
    expect(res.json().exams.map((e: { slug: string }) => e.slug)).toEqual(['mri-knee', 'xray-knee']);
    expect((await get('/api/booking_form_details?examSlugs=nope')).json().errors[0].field).toBe('examSlugs');
  });
});
