import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { databaseTargets } from '../../test/databases';
import { useAuthTestApp } from './patient-auth.int-support';
import { createPatientAuthRepository } from './patient-auth.repository';
import {
  browser,
  insertAppointment,
  insertBookingRequest,
  lastCodeSentTo,
  solveCaptcha,
} from './patient-auth.test-support';

const DOB = '1980-04-15';

describe.each(databaseTargets)('patient authentication on %s', (target) => {
  const clock = fixedClock('2030-03-01T09:00:00Z');
  const ctx = useAuthTestApp(target, { clock });

  const auditRows = async (bookingKey: string) =>
    (
      await sql<{ action: string; outcome: string; ip: string | null; requestId: string | null }>`
        select action, outcome, ip, request_id from audit_event where booking_ref = ${bookingKey} order by id`.execute(
        ctx().database.db,
      )
    ).rows;

  it('logs in with date of birth and the emailed code, and the session proves the booking', async () => {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { dateOfBirth: DOB });
    const b = browser(app);

    const dob = await b.request('POST', '/api/authentication', {
      bookingKey: booking.bookingKey,
      type: 'APPOINTMENT',
      dateOfBirth: DOB,
    });
    expect(dob.statusCode).toBe(200);
    expect(dob.json()).toMatchObject({
      success: true,
      codeRequired: true,
      maxAttemptsReached: false,
      otpMethods: ['EMAIL', 'SMS'],
    });
    const flow = dob.cookies.find((c) => c.name === 'rb_auth_flow');
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const sent = await b.request('POST', '/api/authentication/send_code', {
      bookingKey: booking.bookingKey,
      otpMethod: 'EMAIL',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sent: true, otpMethod: 'EMAIL', expiresInSeconds: 300 });
    expect(sent.json().destination).not.toContain((booking.email as string).split('@')[0]?.slice(1));
    const code = await lastCodeSentTo(app, booking.email as string);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await sql<{ code_hash: string }>`select code_hash from otp_challenge`.execute(database.db);
    expect(stored.rows.map((r) => r.code_hash)).not.toContain(code);

    const ok = await b.request('POST', '/api/authentication/validate_code', {
      bookingKey: booking.bookingKey,
      type: 'APPOINTMENT',
      code,
    });
    expect(ok.json()).toMatchObject({ success: true, maxAttemptsReached: false, codeRequired: false });
    const session = ok.cookies.find((c) => c.name === 'rb_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    expect(session?.value).toMatch(/^[\w-]{43}$/);

    const status = await b.request('GET', '/api/authentication');
    expect(status.json()).toMatchObject({
      authenticated: true,
      scopes: [{ kind: 'APPOINTMENT', bookingKey: booking.bookingKey, type: 'APPOINTMENT', shared: false }],
      expiresAt: '2030-03-01T21:00:00.000Z',
      idleExpiresAt: '2030-03-01T09:30:00.000Z',
    });

    // Single use: the same code again finds no flow.
    const again = await b.request('POST', '/api/authentication/validate_code', {
      bookingKey: booking.bookingKey,
      type: 'APPOINTMENT',
      code,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('message.authentication_expired');

    const audit = await auditRows(booking.bookingKey);
    expect(audit.map((r) => `${r.action}:${r.outcome}`)).toEqual([
      'patient_auth.dob:SUCCESS',
      'patient_auth.code_sent:SUCCESS',
      'patient_auth.code:SUCCESS',
      'patient_auth.login:SUCCESS',
    ]);
    expect(audit[0]).toMatchObject({ ip: '203.0.113.7' });
    expect(audit[0]?.requestId).toBeTruthy();
  });

  it('answers an unknown key exactly as a wrong date of birth, and audits both', async () => {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { dateOfBirth: DOB });
    const wrong = await browser(app).request('POST', '/api/authentication', {
      bookingKey: booking.bookingKey,
      type: 'APPOINTMENT',
      dateOfBirth: '1980-04-16',
    });
    const unknown = await browser(app).request('POST', '/api/authentication', {
      bookingKey: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      type: 'APPOINTMENT',
      dateOfBirth: DOB,
    });
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      success: false,
      maxAttemptsReached: false,
      message: 'message.authentication_error',
      codeRequired: false,
      captchaRequired: true,
    });
    expect(wrong.cookies).toEqual([]);
    expect(unknown.cookies).toEqual([]);
    expect((await auditRows(booking.bookingKey)).map((r) => r.outcome)).toEqual(['FAILURE']);
    const unknownAudit = await sql<{ count: number }>`
      select count(*)::int as count from audit_event where booking_ref is null and outcome = 'FAILURE'`.execute(
      database.db,
    );
    expect(unknownAudit.rows[0]?.count).toBeGreaterThanOrEqual(1);
  });

  it('requires a solved captcha after a failure, accepts it once, and rejects a replay', async () => {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { dateOfBirth: DOB });
    const b = browser(app);
    const body = { slug: booking.slug, type: 'APPOINTMENT', dateOfBirth: DOB };
    await b.request('POST', '/api/authentication', { ...body, dateOfBirth: '1999-01-01' });

    const withoutCaptcha = await b.request('POST', '/api/authentication', body);
    expect(withoutCaptcha.json()).toMatchObject({
      success: false,
      captchaRequired: true,
      message: 'message.captcha_required',
    });

    const challenge = (await b.request('GET', '/api/authentication/captcha_challenge')).json();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: expect.any(Number) });
    const captcha = solveCaptcha(challenge);
    expect(
      (await b.request('POST', '/api/authentication/verify_captcha', { token: captcha })).json(),
    ).toEqual({ verified: true });
    expect(
      (await b.request('POST', '/api/authentication/verify_captcha', { token: 'bm9wZQ==' })).json(),
    ).toEqual({ verified: false });

    const solved = await b.request('POST', '/api/authentication', { ...body, captcha });
    expect(solved.json()).toMatchObject({ success: true, codeRequired: true });
    const replay = await b.request('POST', '/api/authentication', { ...body, captcha });
    expect(replay.json()).toMatchObject({ success: false, message: 'message.captcha_failed' });

    // An expired challenge is refused by our clock.
    const old = solveCaptcha((await b.request('GET', '/api/authentication/captcha_challenge')).json());
    clock.advance(11 * 60_000);
    expect((await b.request('POST', '/api/authentication', { ...body, captcha: old })).json().message).toBe(
      'message.captcha_failed',
    );
  });

  it('asks every attempt for a captcha when the provider switches it always on', async () => {
    const { app, database } = ctx();
    const repository = createPatientAuthRepository(database.db);
    await repository.writeSettings({ contactNumberAuthEnabled: false, captchaAlwaysRequired: true });
    try {
      const booking = await insertAppointment(database.db, { dateOfBirth: DOB });
      const status = await browser(app).request('GET', '/api/authentication');
      expect(status.json()).toMatchObject({ authenticated: false, captchaAlwaysRequired: true });
      const first = await browser(app).request('POST', '/api/authentication', {
        bookingKey: booking.bookingKey,
        type: 'APPOINTMENT',
        dateOfBirth: DOB,
      });
      expect(first.json()).toMatchObject({
        success: false,
        captchaRequired: true,
        message: 'message.captcha_required',
      });
    } finally {
      await repository.writeSettings({ contactNumberAuthEnabled: false, captchaAlwaysRequired: false });
    }
  });

  it('checks the contact number when contact-number authentication is on', async () => {
    const { app, database } = ctx();
    const repository = createPatientAuthRepository(database.db);
    await repository.writeSettings({ contactNumberAuthEnabled: true, captchaAlwaysRequired: false });
    try {
      const booking = await insertAppointment(database.db, {
        dateOfBirth: DOB,
        contactNumber: '+61 412 345 678',
      });
      const body = { bookingKey: booking.bookingKey, type: 'APPOINTMENT', dateOfBirth: DOB };
      const missing = await browser(app).request('POST', '/api/authentication', body);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        { field: 'body.contactNumber', message: 'message.field_required' },
      ]);
      const tooLong = await browser(app).request('POST', '/api/authentication', {
        ...body,
        contactNumber: '04123456789',
      });
      expect(tooLong.statusCode).toBe(400);
      const wrong = await browser(app).request('POST', '/api/authentication', {
        ...body,
        contactNumber: '0412345679',
      });
      expect(wrong.json().message).toBe('message.authentication_error');
      const b = browser(app);
      const challenge = solveCaptcha(
        (await b.request('GET', '/api/authentication/captcha_challenge')).json(),
      );
      const right = await b.request('POST', '/api/authentication', {
        ...body,
        contactNumber: '0412345678',
        captcha: challenge,
      });
      expect(right.json()).toMatchObject({ success: true, codeRequired: true });
    } finally {
      await repository.writeSettings({ contactNumberAuthEnabled: false, captchaAlwaysRequired: false });
    }
  });

  it('logs a booking requester in by date of birth alone', async () => {
    const { app, database } = ctx();
    const request = await insertBookingRequest(database.db, { dateOfBirth: DOB });
    const b = browser(app);
    const answer = await b.request('POST', '/api/authentication', {
      bookingKey: request.bookingKey,
      type: 'BOOKING_REQUEST',
      dateOfBirth: DOB,
    });
    expect(answer.json()).toMatchObject({ success: true, codeRequired: false });
    expect(b.jar.rb_session).toBeTruthy();
    expect((await b.request('GET', '/api/authentication')).json().scopes).toEqual([
      { kind: 'BOOKING_REQUEST', bookingKey: request.bookingKey, type: 'BOOKING_REQUEST', shared: false },
    ]);
    // The key of a booking request does not open an appointment type.
    const asAppointment = await browser(app).request('POST', '/api/authentication', {
      bookingKey: request.bookingKey,
      type: 'APPOINTMENT',
      dateOfBirth: DOB,
    });
    expect(asAppointment.json().message).toBe('message.authentication_error');
  });

  it.each([
    [{ type: 'APPOINTMENT', dateOfBirth: DOB }, 'body.bookingKey'],
    [{ bookingKey: 'x', type: 'NOPE', dateOfBirth: DOB }, 'body.type'],
    [{ bookingKey: 'x', type: 'APPOINTMENT', dateOfBirth: '2999-01-01' }, 'body.dateOfBirth'],
    [{ bookingKey: 'x', type: 'APPOINTMENT', dateOfBirth: '15/04/1980' }, 'body.dateOfBirth'],
    [{ bookingKey: 'x', type: 'APPOINTMENT' }, 'body.dateOfBirth'],
    [
      { bookingKey: 'x', type: 'APPOINTMENT', dateOfBirth: DOB, contactNumber: '04-1234' },
      'body.contactNumber',
    ],
  ])('refuses bad authenticate input %j naming %s', async (body, field) => {
    const response = await browser(ctx().app).request('POST', '/api/authentication', body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().message).toBe('message.validation_error');
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses bad code calls with 4xx and a message key', async () => {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { dateOfBirth: DOB, contactNumber: null });
    const b = browser(app);
    const badCode = await b.request('POST', '/api/authentication/validate_code', {
      bookingKey: booking.bookingKey,
      type: 'APPOINTMENT',
      code: '12345',
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors[0].field).toBe('body.code');
    const badMethod = await b.request('POST', '/api/authentication/send_code', {
      bookingKey: booking.bookingKey,
      otpMethod: 'PIGEON',
    });
    expect(badMethod.statusCode).toBe(400);
    const noFlow = await b.request('POST', '/api/authentication/send_code', {
      bookingKey: booking.bookingKey,
      otpMethod: 'EMAIL',
    });
    expect(noFlow.statusCode).toBe(401);
    expect(noFlow.json().message).toBe('message.authentication_expired');

    await b.request('POST', '/api/authentication', {
      bookingKey: booking.bookingKey,
      type: 'APPOINTMENT',
      dateOfBirth: DOB,
    });
    const noPhone = await b.request('POST', '/api/authentication/send_code', {
      bookingKey: booking.bookingKey,
      otpMethod: 'SMS',
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toBe('message.otp_method_unavailable');
    const otherBooking = await b.request('POST', '/api/authentication/send_code', {
      bookingKey: 'BBBBBBBBBBBBBBBBBBBBBBBBBB',
      otpMethod: 'EMAIL',
    });
    expect(otherBooking.statusCode).toBe(401);
    const wrongType = await b.request('POST', '/api/authentication/validate_code', {
      bookingKey: booking.bookingKey,
      type: 'PATIENT_PORTAL',
      code: '123456',
    });
    expect(wrongType.statusCode).toBe(401);
    expect((await b.request('POST', '/api/authentication/verify_captcha', {})).statusCode).toBe(400);
  });
});
