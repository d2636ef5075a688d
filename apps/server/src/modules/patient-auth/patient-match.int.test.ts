import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { databaseTargets } from '../../test/databases';
import { useAuthTestApp } from './patient-auth.int-support';
import {
  browser,
  cookiesOf,
  insertAppointment,
  insertBookingRequest,
  lastCodeSentTo,
  sentTo,
  solveCaptcha,
} from './patient-auth.test-support';

const DOB = '1975-09-02';

describe.each(databaseTargets)('patient match (portal home) on %s', (target) => {
  const clock = fixedClock('2030-03-01T09:00:00Z');
  const ctx = useAuthTestApp(target, { clock });

  async function match(body: Record<string, unknown>, ip: string) {
    const b = browser(ctx().app, ip);
    const challenge = (await b.request('GET', '/api/authentication/captcha_challenge')).json();
    return b.request('POST', '/api/patient-match', { ...body, captcha: solveCaptcha(challenge) });
  }

  const challengeRows = async () =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from patient_match_challenge`.execute(ctx().database.db))
        .rows[0]?.n,
    );

  it('answers an existing and a made-up patient alike, and sends the code only to the real one', async () => {
    const { app, database } = ctx();
    const real = await insertAppointment(database.db, { dateOfBirth: DOB, email: 'match.real@example.com' });
    const before = await challengeRows();

    const existing = await match({ dateOfBirth: DOB, email: real.email }, '198.51.100.10');
    const madeUp = await match({ dateOfBirth: DOB, email: 'match.nobody@example.com' }, '198.51.100.11');

    expect(existing.statusCode).toBe(200);
    expect(madeUp.statusCode).toBe(existing.statusCode);
    expect(madeUp.headers['content-type']).toBe(existing.headers['content-type']);
    // Both masks are m•••@example.com: the whole body is byte for byte the same.
    expect(madeUp.body).toBe(existing.body);
    expect(existing.json()).toEqual({
      sent: true,
      otpMethod: 'EMAIL',
      destination: 'm•••@example.com',
      expiresInSeconds: expect.any(Number),
    });
    // The same cookie (a fresh flow token each time) and the same work: a challenge row each.
    expect(Object.keys(cookiesOf(madeUp))).toEqual(Object.keys(cookiesOf(existing)));
    expect(await challengeRows()).toBe(before + 2);

    const codes = (await sentTo(app, 'match.real@example.com')).filter((m) => m.template === 'otp_code');
    expect(codes).toHaveLength(1);
    expect(codes[0]?.text).toMatch(/\b\d{6}\b/);
    expect(await sentTo(app, 'match.nobody@example.com')).toHaveLength(0);
  });

  it('matches by phone too, and a wrong date of birth gets the same answer and no code', async () => {
    const { app, database } = ctx();
    await insertAppointment(database.db, { dateOfBirth: DOB, email: null, contactNumber: '0499111222' });
    const right = await match({ dateOfBirth: DOB, contactNumber: '0499111222' }, '198.51.100.12');
    expect(right.statusCode).toBe(200);
    expect((await sentTo(app, '0499111222')).filter((m) => m.template === 'otp_code')).toHaveLength(1);

    const wrongDob = await match({ dateOfBirth: '1975-09-03', contactNumber: '0499111222' }, '198.51.100.13');
    expect(wrongDob.body).toBe(right.body);
    expect((await sentTo(app, '0499111222')).filter((m) => m.template === 'otp_code')).toHaveLength(1);
  });

  it('refuses without a solved captcha and with both or neither address, as problem+json', async () => {
    const b = browser(ctx().app, '198.51.100.14');
    const noCaptcha = await b.request('POST', '/api/patient-match', {
      dateOfBirth: DOB,
      email: 'x@example.com',
    });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.headers['content-type']).toContain('application/problem+json');
    expect(noCaptcha.json()).toMatchObject({ message: 'message.captcha_required' });

    const neither = await b.request('POST', '/api/patient-match', { dateOfBirth: DOB });
    expect(neither.statusCode).toBe(400);
    expect(neither.headers['content-type']).toContain('application/problem+json');
  });

  it('limits the codes sent to one address the same way for a real and a made-up patient', async () => {
    const { database } = ctx();
    const real = await insertAppointment(database.db, { dateOfBirth: DOB, email: 'match.limit@example.com' });
    const statuses = async (email: string | null, ipBase: number) => {
      const seen: number[] = [];
      for (let i = 0; i < 4; i++)
        seen.push((await match({ dateOfBirth: DOB, email }, `198.51.100.${ipBase + i}`)).statusCode);
      return seen;
    };
    const forReal = await statuses(real.email, 20);
    const forMadeUp = await statuses('match.limit.nobody@example.com', 40);
    expect(forReal).toEqual([200, 200, 200, 429]);
    expect(forMadeUp).toEqual(forReal);
  });

  it('the emailed code proves every booking of the patient, and the summaries list them with their portal pages', async () => {
    const { app, database } = ctx();
    const email = 'match.portal@example.com';
    const appointment = await insertAppointment(database.db, { dateOfBirth: DOB, email });
    const request = await insertBookingRequest(database.db, { dateOfBirth: DOB, email });
    const other = await insertAppointment(database.db, {
      dateOfBirth: DOB,
      email: 'someone.else@example.com',
    });
    const b = browser(app, '198.51.100.60');
    const challenge = (await b.request('GET', '/api/authentication/captcha_challenge')).json();
    await b.request('POST', '/api/patient-match', {
      dateOfBirth: DOB,
      email,
      captcha: solveCaptcha(challenge),
    });

    expect((await b.request('GET', '/api/appointment-summaries')).json()).toEqual({
      signedIn: false,
      appointments: [],
      bookingRequests: [],
    });
    const wrong = await b.request('POST', '/api/patient-match/validate_code', { code: '000000' });
    expect(wrong.json()).toMatchObject({ success: false, message: 'message.authentication_otp_error' });

    const right = await b.request('POST', '/api/patient-match/validate_code', {
      code: await lastCodeSentTo(app, email),
    });
    expect(right.json()).toMatchObject({ success: true });
    const summaries = await b.request('GET', '/api/appointment-summaries');
    expect(summaries.statusCode).toBe(200);
    const body = summaries.json();
    expect(body.signedIn).toBe(true);
    expect(body.appointments.map((a: { bookingKey: string }) => a.bookingKey)).toEqual([
      appointment.bookingKey,
    ]);
    expect(body.appointments[0]).toMatchObject({
      status: 'BOOKED',
      upcoming: true,
      examNames: ['Chest X-ray'],
    });
    expect(body.appointments[0].path).toMatch(new RegExp(`/appointments/${appointment.bookingKey}$`));
    expect(body.bookingRequests.map((r: { bookingKey: string }) => r.bookingKey)).toEqual([
      request.bookingKey,
    ]);
    // The portal session opens the patient's own booking, not someone else's.
    expect(
      (await b.request('GET', `/api/secured/appointments/booking_key/${appointment.bookingKey}`)).statusCode,
    ).toBe(200);
    expect(
      (await b.request('GET', `/api/secured/appointments/booking_key/${other.bookingKey}`)).statusCode,
    ).toBe(404);
  });

  it('a made-up patient has no code to give: even a code guessed right would prove nothing', async () => {
    const b = browser(ctx().app, '198.51.100.61');
    const challenge = (await b.request('GET', '/api/authentication/captcha_challenge')).json();
    await b.request('POST', '/api/patient-match', {
      dateOfBirth: DOB,
      email: 'match.ghost@example.com',
      captcha: solveCaptcha(challenge),
    });
    const guess = await b.request('POST', '/api/patient-match/validate_code', { code: '123456' });
    expect(guess.json()).toMatchObject({ success: false, message: 'message.authentication_otp_error' });
    expect((await b.request('GET', '/api/appointment-summaries')).json()).toMatchObject({ signedIn: false });
  });
});
