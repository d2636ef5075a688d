import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { databaseTargets } from '../../test/databases';
import { useAuthTestApp } from './patient-auth.int-support';
import {
  browser,
  insertAppointment,
  insertBookingRequest,
  lastCodeSentTo,
  solveCaptcha,
} from './patient-auth.test-support';

const DOB = '1975-11-30';
const MINUTE = 60_000;

describe.each(databaseTargets)('patient authentication limits on %s', (target) => {
  const clock = fixedClock('2030-05-01T09:00:00Z');
  const ctx = useAuthTestApp(target, { clock });

  /** A browser past the date-of-birth step of a fresh booking, with a code sent by email. */
  async function withCodeSent() {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { dateOfBirth: DOB });
    const b = browser(app);
    const dob = await b.request('POST', '/api/authentication', {
      bookingKey: booking.bookingKey,
      type: 'APPOINTMENT',
      dateOfBirth: DOB,
    });
    expect(dob.json().codeRequired).toBe(true);
    const sent = await b.request('POST', '/api/authentication/send_code', {
      bookingKey: booking.bookingKey,
      otpMethod: 'EMAIL',
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCodeSentTo(app, booking.email as string);
    const validate = (value: string, ip?: string) =>
      b.request(
        'POST',
        '/api/authentication/validate_code',
        { bookingKey: booking.bookingKey, type: 'APPOINTMENT', code: value },
        { ip },
      );
    const wrong = code === '000000' ? '000001' : '000000';
    return { booking, b, code, wrong, validate };
  }

  it('refuses a code after 5 minutes', async () => {
    const { code, validate } = await withCodeSent();
    clock.advance(5 * MINUTE + 1000);
    const late = await validate(code);
    expect(late.json()).toMatchObject({
      success: false,
      codeRequired: true,
      message: 'message.authentication_otp_expired',
    });
  });

  it('accepts a code just inside 5 minutes', async () => {
    const { code, validate } = await withCodeSent();
    clock.advance(5 * MINUTE - 1000);
    expect((await validate(code)).json()).toMatchObject({ success: true });
  });

  it('voids the old code when a new one is sent, and holds resends for the configured wait', async () => {
    const { app } = ctx();
    const { booking, b, code: first, validate } = await withCodeSent();
    const tooSoon = await b.request('POST', '/api/authentication/send_code', {
      bookingKey: booking.bookingKey,
      otpMethod: 'EMAIL',
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ message: 'message.otp_resend_too_soon', params: { seconds: 5 } });
    clock.advance(6000);
    const resent = await b.request('POST', '/api/authentication/send_code', {
      bookingKey: booking.bookingKey,
      otpMethod: 'SMS',
    });
    expect(resent.json()).toMatchObject({ sent: true, otpMethod: 'SMS', destination: '••••••5678' });
    const second = await lastCodeSentTo(app, booking.contactNumber as string);
    if (first !== second) {
      expect((await validate(first)).json().success).toBe(false);
    }
    expect((await validate(second)).json().success).toBe(true);
    expect(app).toBeDefined();
  });

  it('voids a code after 5 wrong tries', async () => {
    const { code, wrong, validate } = await withCodeSent();
    for (let i = 0; i < 4; i++) {
      expect((await validate(wrong)).json().message).toBe('message.authentication_otp_error');
    }
    expect((await validate(wrong)).json().message).toBe('message.authentication_otp_expired');
    expect((await validate(code)).json()).toMatchObject({
      success: false,
      message: 'message.authentication_otp_expired',
    });
  });

  /** A date-of-birth attempt by browser `b`, with a freshly solved captcha unless told not to. */
  async function dobAttempt(
    b: ReturnType<typeof browser>,
    body: Record<string, unknown>,
    withCaptcha = true,
  ) {
    const captcha = withCaptcha
      ? solveCaptcha((await b.request('GET', '/api/authentication/captcha_challenge')).json())
      : undefined;
    return (await b.request('POST', '/api/authentication', { type: 'APPOINTMENT', ...body, captcha })).json();
  }

  it('locks the requester, not the booking: the patient elsewhere signs in after a captcha', async () => {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { dateOfBirth: DOB });
    const attacker = browser(app, '198.51.100.66');
    for (let i = 0; i < 10; i++) {
      await dobAttempt(attacker, { bookingKey: booking.bookingKey, dateOfBirth: `1990-01-${10 + i}` });
    }
    expect(await dobAttempt(attacker, { bookingKey: booking.bookingKey, dateOfBirth: DOB })).toMatchObject({
      success: false,
      maxAttemptsReached: true,
    });
    const patient = browser(app, '203.0.113.80');
    // The booking is under attack: the patient must solve the captcha, and is then let in.
    expect(
      await dobAttempt(patient, { bookingKey: booking.bookingKey, dateOfBirth: DOB }, false),
    ).toMatchObject({ success: false, maxAttemptsReached: false, captchaRequired: true });
    expect(await dobAttempt(patient, { bookingKey: booking.bookingKey, dateOfBirth: DOB })).toMatchObject({
      success: true,
      codeRequired: true,
    });
  });

  it('locks a booking request after 10 wrong dates of birth from any addresses, for an hour', async () => {
    const { app, database } = ctx();
    const request = await insertBookingRequest(database.db, { dateOfBirth: DOB });
    const enquiry = { bookingKey: request.bookingKey, type: 'BOOKING_REQUEST' };
    // A distributed guesser: each address guesses once, so no address reaches its own limit.
    for (let i = 0; i < 10; i++) {
      const guesser = browser(app, `198.51.100.${i + 1}`);
      expect(await dobAttempt(guesser, { ...enquiry, dateOfBirth: `1990-02-${10 + i}` })).toMatchObject({
        success: false,
        maxAttemptsReached: i === 9,
      });
    }
    // Enquiries are proven by date of birth alone, so the booking itself is locked, whoever asks.
    const eleventh = browser(app, '198.51.100.200');
    expect(await dobAttempt(eleventh, { ...enquiry, dateOfBirth: DOB })).toMatchObject({
      success: false,
      maxAttemptsReached: true,
      message: 'message.max_attempts_reached',
    });
    expect(eleventh.jar.rb_session).toBeUndefined();
    // An appointment of the same patient is not locked by it.
    const appointment = await insertAppointment(database.db, { dateOfBirth: DOB });
    expect(
      await dobAttempt(eleventh, { bookingKey: appointment.bookingKey, dateOfBirth: DOB }, false),
    ).toMatchObject({ success: true, codeRequired: true });
    // The lock is a rolling hour: once the failures leave it, the patient gets in (after the captcha).
    clock.advance(61 * MINUTE);
    expect(await dobAttempt(browser(app, '203.0.113.81'), { ...enquiry, dateOfBirth: DOB })).toMatchObject({
      success: true,
      codeRequired: false,
    });
    const outcomes = await sql<{ outcome: string; count: number }>`
      select outcome, count(*)::int as count from audit_event
      where booking_ref = ${request.bookingKey} and action = 'patient_auth.dob' group by outcome order by outcome`.execute(
      database.db,
    );
    expect(outcomes.rows).toEqual([
      { outcome: 'FAILURE', count: 10 },
      { outcome: 'LOCKED', count: 1 },
      { outcome: 'SUCCESS', count: 1 },
    ]);
  });

  it("does not count a share recipient's wrong guesses against the patient", async () => {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { dateOfBirth: DOB });
    const shareKey = randomBytes(18).toString('base64url');
    await sql`insert into result_share (key_hash, booking_key, patient_id, share_type, contact_type, contact_details, created_at)
      select ${createHash('sha256').update(shareKey).digest('hex')}, booking_key, patient_id, 'RESULT', 'EMAIL',
             'recipient@example.com', now() from appointment where booking_key = ${booking.bookingKey}`.execute(
      database.db,
    );
    // Recipient and patient on one network: one address.
    const recipient = browser(app, '203.0.113.90');
    const patient = browser(app, '203.0.113.90');
    const results = { type: 'APPOINTMENT_RESULTS', dateOfBirth: '1999-09-09' };
    for (let i = 0; i < 10; i++)
      await dobAttempt(recipient, { ...results, bookingKey: shareKey, shared: true });
    expect(await dobAttempt(recipient, { ...results, bookingKey: shareKey, shared: true })).toMatchObject({
      maxAttemptsReached: true,
    });
    // The patient's own booking has no failures: no lock, not even a captcha.
    expect(
      await dobAttempt(patient, { bookingKey: booking.bookingKey, dateOfBirth: DOB }, false),
    ).toMatchObject({ success: true, codeRequired: true });
  });

  it('locks the requester (same browser and address) after 10 failures in an hour, and opens it an hour later', async () => {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { dateOfBirth: DOB });
    const b = browser(app);
    const attempt = async (dateOfBirth: string) => {
      const challenge = solveCaptcha(
        (await b.request('GET', '/api/authentication/captcha_challenge')).json(),
      );
      return (
        await b.request('POST', '/api/authentication', {
          bookingKey: booking.bookingKey,
          type: 'APPOINTMENT',
          dateOfBirth,
          captcha: challenge,
        })
      ).json();
    };
    for (let i = 0; i < 9; i++) {
      expect(await attempt('2000-01-01')).toMatchObject({ success: false, maxAttemptsReached: false });
      clock.advance(MINUTE);
    }
    expect(await attempt('2000-01-01')).toMatchObject({
      maxAttemptsReached: true,
      message: 'message.max_attempts_reached',
    });
    // The right date of birth no longer helps within the hour.
    expect(await attempt(DOB)).toMatchObject({ success: false, maxAttemptsReached: true });
    clock.advance(45 * MINUTE);
    expect(await attempt(DOB)).toMatchObject({ success: false, maxAttemptsReached: true });
    // An hour after the first failure it leaves the rolling window: one more attempt is allowed.
    clock.advance(6 * MINUTE);
    expect(await attempt(DOB)).toMatchObject({ success: true, codeRequired: true });
    const outcomes = await sql<{ outcome: string; count: number }>`
      select outcome, count(*)::int as count from audit_event where booking_ref = ${booking.bookingKey} group by outcome order by outcome`.execute(
      database.db,
    );
    expect(outcomes.rows).toEqual([
      { outcome: 'FAILURE', count: 10 },
      { outcome: 'LOCKED', count: 2 },
      { outcome: 'SUCCESS', count: 1 },
    ]);
  });

  it('gives a brute force of 10,000 code guesses no success and ends in maxAttemptsReached', {
    timeout: 600_000,
  }, async () => {
    const { database } = ctx();
    const { booking, code, validate } = await withCodeSent();
    let successes = 0;
    let last: { maxAttemptsReached: boolean } | undefined;
    const guesses = Array.from({ length: 10_000 }, (_, i) => String((i * 97) % 1_000_000).padStart(6, '0'));
    // Batches in parallel, each guess from another address: the per-IP limit is not what stops it.
    for (let start = 0; start < guesses.length; start += 25) {
      const batch = guesses.slice(start, start + 25);
      const answers = await Promise.all(
        batch.map((guess, i) => validate(guess, `198.51.${(start / 25) % 250}.${i + 1}`)),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        const body = answer.json();
        if (body.success) successes++;
        last = body;
      }
    }
    expect(successes).toBe(0);
    expect(last).toMatchObject({ success: false, maxAttemptsReached: true });
    // Even the right code is refused now.
    expect((await validate(code)).json()).toMatchObject({ success: false, maxAttemptsReached: true });
    const failures = await sql<{ count: number }>`
      select count(*)::int as count from audit_event where booking_ref = ${booking.bookingKey} and outcome = 'FAILURE'`.execute(
      database.db,
    );
    expect(failures.rows[0]?.count).toBe(10);
    // The patient starts a fresh flow: after a captcha (the booking is under attack) the code works.
    const patient = browser(ctx().app, '203.0.113.99');
    expect(
      await dobAttempt(patient, { bookingKey: booking.bookingKey, dateOfBirth: DOB }, false),
    ).toMatchObject({ captchaRequired: true, success: false });
    expect(await dobAttempt(patient, { bookingKey: booking.bookingKey, dateOfBirth: DOB })).toMatchObject({
      success: true,
    });
    clock.advance(60_000);
    const sent = await patient.request('POST', '/api/authentication/send_code', {
      bookingKey: booking.bookingKey,
      otpMethod: 'EMAIL',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const fresh = await lastCodeSentTo(ctx().app, booking.email as string);
    const signedIn = await patient.request('POST', '/api/authentication/validate_code', {
      bookingKey: booking.bookingKey,
      type: 'APPOINTMENT',
      code: fresh,
    });
    expect(signedIn.json()).toMatchObject({ success: true });
  });
});
