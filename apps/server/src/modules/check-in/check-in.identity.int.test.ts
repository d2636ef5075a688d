import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { browser, lastCodeSentTo, sentTo } from '../patient-auth/patient-auth.test-support';
import {
  at,
  identifyKiosk,
  insertAppointment,
  kioskAddress,
  NOW,
  openKioskSession,
  registerKiosk,
  solvedCaptcha,
} from './check-in.test-support';

const env = { CHECK_IN_JOB_DELAY_MS: '0', OUTBOX_POLL_INTERVAL_MS: '0' };

/** A response with its opaque ids (flow token, request id, dates) blanked, to compare byte for byte. */
function comparable(response: LightMyRequestResponse) {
  const headers = { ...response.headers };
  delete headers.date;
  delete headers['x-request-id'];
  const setCookie = ([] as string[])
    .concat((headers['set-cookie'] as string | string[] | undefined) ?? [])
    .map((line) => line.replace(/^([^=]+)=[^;]*/, '$1=<opaque>').replace(/Expires=[^;]+/i, 'Expires=<date>'));
  delete headers['set-cookie'];
  return { status: response.statusCode, headers, setCookie, body: response.body };
}

let address = 0;
/** Each caller its own address, so the per-address limits of one test do not touch another's. */
const nextAddress = () => `192.0.2.${++address}`;

describe.each(databaseTargets)('check-in identity without an oracle on %s', (target) => {
  const clock = fixedClock(NOW);
  const ctx = useTestApp(target, { env, clock });

  it('answers a match and no match alike off a kiosk, through identity check, send and a wrong code', async () => {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { startsAt: at(40) });
    const identity = { dateOfBirth: booking.dateOfBirth, clinicId: booking.clinicId };
    const matching = browser(app, nextAddress());
    const nobody = browser(app, nextAddress());
    const match = await matching.request('POST', '/api/check_in/identity_check', {
      ...identity,
      lastName: booking.lastName,
      captcha: await solvedCaptcha(matching),
    });
    const none = await nobody.request('POST', '/api/check_in/identity_check', {
      ...identity,
      lastName: 'Nobodyatall',
      captcha: await solvedCaptcha(nobody),
    });
    expect(match.statusCode).toBe(200);
    expect(comparable(match)).toEqual(comparable(none));
    expect(match.body).not.toContain(booking.bookingKey);
    expect(JSON.parse(match.body)).toEqual({
      appointmentBookingKeys: [],
      samePatient: false,
      feedbackQuestionnaireAnswered: false,
      disabledReason: null,
      codeRequired: true,
    });

    const sentMatch = await matching.request('POST', '/api/check_in/send_code', { slug: '', otpMethod: '' });
    const sentNone = await nobody.request('POST', '/api/check_in/send_code', { slug: '', otpMethod: '' });
    expect(sentMatch.statusCode).toBe(200);
    expect(comparable(sentMatch)).toEqual(comparable(sentNone));
    // Only the real patient got a code.
    const code = await lastCodeSentTo(app, booking.email as string);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const payload = { slug: '', type: 'APPOINTMENT', code: wrongCode };
    const wrongMatch = await matching.request('POST', '/api/check_in/validate_code', payload);
    const wrongNone = await nobody.request('POST', '/api/check_in/validate_code', payload);
    expect(comparable(wrongMatch)).toEqual(comparable(wrongNone));
    expect(wrongMatch.json()).toMatchObject({ success: false, message: 'message.authentication_otp_error' });
  });

  it('asks for the captcha off a kiosk, and takes each solution once', async () => {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { startsAt: at(40) });
    const b = browser(app, nextAddress());
    const body = { lastName: booking.lastName, dateOfBirth: booking.dateOfBirth, clinicId: booking.clinicId };
    const missing = await b.request('POST', '/api/check_in/identity_check', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json().message).toBe('message.captcha_required');
    const forged = await b.request('POST', '/api/check_in/identity_check', {
      ...body,
      captcha: 'eyJ4IjoxfQ==',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('message.captcha_failed');
    const captcha = await solvedCaptcha(b);
    expect((await b.request('POST', '/api/check_in/identity_check', { ...body, captcha })).statusCode).toBe(
      200,
    );
    const replayed = await b.request('POST', '/api/check_in/identity_check', { ...body, captcha });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe('message.captcha_failed');
    // None of the refused checks sent or started anything.
    expect(await sentTo(app, booking.email as string)).toHaveLength(0);
  });

  it('sends 3 codes per booking in 15 minutes across check-in and patient-auth, then 429 with Retry-After', async () => {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { startsAt: at(40) });
    const viaCheckIn = async () => {
      const b = browser(app, nextAddress());
      await b.request('POST', '/api/check_in/identity_check', {
        lastName: booking.lastName,
        dateOfBirth: booking.dateOfBirth,
        clinicId: booking.clinicId,
        captcha: await solvedCaptcha(b),
      });
      return b.request('POST', '/api/check_in/send_code', { slug: '', otpMethod: '' });
    };
    const viaPatientAuth = async () => {
      const b = browser(app, nextAddress());
      const started = await b.request('POST', '/api/authentication', {
        bookingKey: booking.bookingKey,
        type: 'APPOINTMENT',
        dateOfBirth: booking.dateOfBirth,
      });
      expect(started.json()).toMatchObject({ success: true, codeRequired: true });
      return b.request('POST', '/api/authentication/send_code', {
        bookingKey: booking.bookingKey,
        otpMethod: 'EMAIL',
      });
    };
    // Each send from a fresh flow: the per-flow limits never apply, only the booking's.
    const statuses = [(await viaCheckIn()).statusCode, (await viaPatientAuth()).statusCode];
    statuses.push((await viaCheckIn()).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    for (const refused of [await viaPatientAuth(), await viaCheckIn()]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json().message).toBe('message.otp_send_limit');
      expect(refused.headers['retry-after']).toBe('900');
    }
    const sent = (await sentTo(app, booking.email as string)).filter((m) => m.template === 'otp_code');
    expect(sent).toHaveLength(3);
    clock.advance(15 * 60_000 + 1000);
    try {
      expect((await viaPatientAuth()).statusCode).toBe(200);
    } finally {
      clock.set(NOW);
    }
  });

  it('treats a kiosk cookie copied to another network as no kiosk: captcha, no keys, no session', async () => {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { startsAt: at(40) });
    const kiosk = await registerKiosk(app, database.db, booking.clinicId);
    const atKiosk = browser(app, kioskAddress());
    await identifyKiosk(atKiosk, kiosk.id);
    const elsewhere = browser(app, nextAddress());
    Object.assign(elsewhere.jar, atKiosk.jar);
    const body = { lastName: booking.lastName, dateOfBirth: booking.dateOfBirth, clinicId: booking.clinicId };
    const noCaptcha = await elsewhere.request('POST', '/api/check_in/identity_check', body);
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().message).toBe('message.captcha_required');
    const withCaptcha = await elsewhere.request('POST', '/api/check_in/identity_check', {
      ...body,
      captcha: await solvedCaptcha(elsewhere),
    });
    expect(withCaptcha.json()).toMatchObject({ appointmentBookingKeys: [], codeRequired: true });
    expect(withCaptcha.cookies.map((c) => c.name)).not.toContain('rb_session');
    const list = await elsewhere.request(
      'GET',
      `/api/secured/check_in/appointments?bookingKey=${booking.bookingKey}`,
    );
    expect(list.statusCode).toBe(401);
  });

  it('on a kiosk checks in by name and birth date, but patient details need the code', async () => {
    const { app, database } = ctx();
    const { b, booking, check } = await openKioskSession(app, database.db, 30);
    expect(check.json()).toMatchObject({ appointmentBookingKeys: [booking.bookingKey], codeRequired: false });
    // §3 patientKioskIdentity: set for the patient identified here, opaque, HttpOnly, until 2030.
    const patientCookie = check.cookies.find((c) => c.name === 'patientKioskIdentity');
    expect(patientCookie?.httpOnly).toBe(true);
    expect(patientCookie?.expires?.getUTCFullYear()).toBe(2030);
    expect(patientCookie?.value).not.toContain(booking.bookingKey);
    const list = await b.request(
      'GET',
      `/api/secured/check_in/appointments?bookingKey=${booking.bookingKey}`,
    );
    expect(list.statusCode).toBe(200);
    const detailsUrl = `/api/secured/patient_details/${booking.bookingKey}`;
    const withoutCode = await b.request('GET', detailsUrl);
    expect(withoutCode.statusCode).toBe(404);
    expect(withoutCode.body).not.toContain(booking.email as string);

    // The same patient proves the booking with the code: the details open.
    const started = await b.request('POST', '/api/authentication', {
      bookingKey: booking.bookingKey,
      type: 'APPOINTMENT',
      dateOfBirth: booking.dateOfBirth,
    });
    expect(started.json()).toMatchObject({ codeRequired: true });
    await b.request('POST', '/api/authentication/send_code', {
      bookingKey: booking.bookingKey,
      otpMethod: 'EMAIL',
    });
    const code = await lastCodeSentTo(app, booking.email as string);
    const proven = await b.request('POST', '/api/authentication/validate_code', {
      bookingKey: booking.bookingKey,
      type: 'APPOINTMENT',
      code,
    });
    expect(proven.json()).toMatchObject({ success: true });
    const details = await b.request('GET', detailsUrl);
    expect(details.statusCode).toBe(200);
    expect(details.body).toContain(booking.email as string);

    // The kiosk reset signs out: the patient's kiosk cookie goes with the session.
    const out = await b.request('POST', '/api/authentication/logout');
    const cleared = out.cookies.find((c) => c.name === 'patientKioskIdentity');
    expect(cleared?.value).toBe('');
    expect(b.jar.patientKioskIdentity).toBeUndefined();
  });
});
