import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { clinicId, countRows, patient, testKey } from '../appointments/booking-test-helpers';

describe.each(databaseTargets)('booking request calls on %s', (target) => {
  const ctx = useTestApp(target);
  const post = (payload: unknown) =>
    ctx().app.inject({ method: 'POST', url: '/api/booking_requests', payload: payload as object });

  it('records an enquiry and answers the outcome result, a confirmation view and an email', async () => {
    const db = ctx().database.db;
    const chatswood = await clinicId(db, 'chatswood');
    const res = await post({
      examSlugs: ['mri-breast', 'us-breast'],
      clinicId: chatswood,
      patient: patient(),
      notes: 'Mornings preferred',
      locale: 'mk',
    });
    expect(res.statusCode, res.body).toBe(201);
    const outcome = res.json();
    expect(outcome).toMatchObject({
      success: true,
      confirmationMessage: 'message.booking_request_created',
      apiKey: null,
    });
    expect(outcome.deleteKey).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(outcome.confirmationPath).toBe(`/chatswood/booking-requests/${outcome.bookingKey}`);

    const view = await ctx().app.inject({
      method: 'GET',
      url: `/api/booking_requests/${outcome.bookingKey}/confirmation`,
    });
    expect(view.json()).toMatchObject({
      status: 'PENDING',
      firstName: 'Olivia',
      clinic: { slug: 'chatswood' },
    });
    expect(
      view
        .json()
        .exams.map((e: { slug: string }) => e.slug)
        .sort(),
    ).toEqual(['mri-breast', 'us-breast']);
    expect(view.body).not.toContain('Nguyen');
    const email = await db
      .selectFrom('outbox')
      .select(['template', 'locale'])
      .where('referenceId', '=', outcome.bookingKey)
      .executeTakeFirst();
    expect(email).toEqual({ template: 'booking_request_confirmation', locale: 'mk' });
  });

  it('takes an enquiry without a clinic', async () => {
    const res = await post({ examSlugs: ['general-enquiry'], patient: patient() });
    expect(res.statusCode).toBe(201);
    expect(res.json().confirmationPath).toMatch(/^\/enquiry\/booking-requests\//);
  });

  it('rejects bad input naming the field and stores nothing', async () => {
    const db = ctx().database.db;
    const before = await Promise.all([countRows(db, 'bookingRequest'), countRows(db, 'patient')]);
    const unknownExam = await post({ examSlugs: ['us-breast', 'nope'], patient: patient() });
    expect(unknownExam.statusCode).toBe(400);
    expect(unknownExam.json().errors[0].field).toBe('examSlugs.1');
    const noExams = await post({ examSlugs: [], patient: patient() });
    expect(noExams.json().errors[0].field).toBe('body.examSlugs');
    const noName = await post({ examSlugs: ['us-breast'], patient: patient({ firstName: '' }) });
    expect(noName.json().errors[0].field).toBe('body.patient.firstName');
    const badClinic = await post({ examSlugs: ['us-breast'], clinicId: 999_999, patient: patient() });
    expect(badClinic.json().errors[0].field).toBe('clinicId');
    expect(await Promise.all([countRows(db, 'bookingRequest'), countRows(db, 'patient')])).toEqual(before);
  });

  it('answers 409 when the booking key already names an enquiry, 404 for an unknown key', async () => {
    const key = testKey('enquiryKey');
    expect((await post({ examSlugs: ['us-breast'], bookingKey: key, patient: patient() })).statusCode).toBe(
      201,
    );
    const again = await post({ examSlugs: ['us-breast'], bookingKey: key, patient: patient() });
    expect(again.statusCode).toBe(409);
    // The key the web shows on the deny page (§8), not the generic "changed by someone else".
    expect(again.json().message).toBe('message.booking_request_exists');
    const unknown = await ctx().app.inject({
      method: 'GET',
      url: `/api/booking_requests/${testKey('unknownKey')}/confirmation`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
