import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { staffHeaders } from '../../test/staff-auth';
import { browser, lastCodeSentTo } from '../patient-auth/patient-auth.test-support';
import { IDENTITY_LIMIT_PER_KIOSK } from './check-in.routes';
import {
  at,
  identifyKiosk,
  insertAppointment,
  kioskAddress,
  NOW,
  openKioskSession,
  pollUntil,
  registerKiosk,
  solvedCaptcha,
} from './check-in.test-support';

const env = { CHECK_IN_JOB_DELAY_MS: '0', OUTBOX_POLL_INTERVAL_MS: '0' };
const form = {
  referrer: 1,
  dateOfReferral: '2026-04-20',
  medicareNumber: '2123 45670 1',
  referenceNumber: 1,
};

describe.each(databaseTargets)('check-in on %s', (target) => {
  const clock = fixedClock(NOW);
  const ctx = useTestApp(target, { env, clock });

  const kioskSession = (startsInMinutes?: number, minutes?: number) =>
    openKioskSession(ctx().app, ctx().database.db, startsInMinutes, minutes);
  const base = (slug: string) => `/api/secured/appointments/${slug}/check_in`;

  it('says whether check-in is on for a clinic, and refuses a malformed id', async () => {
    const { app, database } = ctx();
    const { clinicId } = await insertAppointment(database.db, { startsAt: at(600) });
    expect((await app.inject({ url: `/api/check_in/enabled?clinicId=${clinicId}` })).json()).toEqual({
      result: true,
    });
    expect((await app.inject({ url: '/api/check_in/enabled?clinicId=999999' })).json()).toEqual({
      result: false,
    });
    const bad = await app.inject({ url: '/api/check_in/enabled?clinicId=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });

  it('checks in on a kiosk: identity, enable, prepare, readiness, referral import, check in, folio', async () => {
    const { check, b, booking } = await kioskSession(30);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      appointmentBookingKeys: [booking.bookingKey],
      samePatient: true,
      disabledReason: null,
      codeRequired: false,
    });

    const list = await b.request(
      'GET',
      `/api/secured/check_in/appointments?bookingKey=${booking.bookingKey}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([
      { slug: booking.slug, status: 'NOT_STARTED', withinWindow: true, patientMedicareNumber: '••••••6701' },
    ]);

    expect((await b.request('POST', `${base(booking.slug)}/enable`)).json()).toMatchObject({
      status: 'ENABLED',
    });

    const missing = await b.request('POST', `${base(booking.slug)}/prepare`, {
      appointmentSlug: booking.slug,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('referrer');
    const future = await b.request('POST', `${base(booking.slug)}/prepare`, {
      ...form,
      appointmentSlug: booking.slug,
      dateOfReferral: '2026-05-05',
    });
    expect(future.statusCode).toBe(400);
    expect(future.body).toContain('message.date_in_future');
    const badMedicare = await b.request('POST', `${base(booking.slug)}/prepare`, {
      ...form,
      appointmentSlug: booking.slug,
      medicareNumber: '2123456711',
    });
    expect(badMedicare.statusCode).toBe(400);
    expect(badMedicare.body).toContain('medicareNumber');
    const badIrn = await b.request('POST', `${base(booking.slug)}/prepare`, {
      ...form,
      appointmentSlug: booking.slug,
      referenceNumber: 0,
    });
    expect(badIrn.statusCode).toBe(400);

    const prepared = await b.request('POST', `${base(booking.slug)}/prepare`, {
      ...form,
      appointmentSlug: booking.slug,
    });
    expect(prepared.statusCode).toBe(202);
    expect(['PREPARING', 'PREPARED']).toContain(prepared.json().status);
    const sent = await pollUntil(
      async () => (await b.request('GET', `${base(booking.slug)}/preparation_sent`)).json(),
      (v) => v.sent || v.failed,
    );
    expect(sent).toMatchObject({ sent: true, failed: false, appointment: { checkInPreparedSent: true } });

    const notReady = (await b.request('GET', `${base(booking.slug)}/ready`)).json();
    expect(notReady).toMatchObject({ ready: false, requiredReferralUploaded: false, message: null });
    expect(notReady.documentTypeId).toEqual(expect.any(Number));
    const imported = await b.request('POST', `/api/secured/appointments/${booking.id}/attachments/imported`);
    expect(imported.json()).toEqual({ imported: true });
    expect((await b.request('GET', `${base(booking.slug)}/ready`)).json()).toMatchObject({ ready: true });

    const submitted = await b.request('POST', base(booking.slug));
    expect(submitted.statusCode).toBe(202);
    expect(submitted.json()).toMatchObject({
      checkInSuccess: true,
      checkInAppointment: { status: 'CHECKING_IN' },
    });
    const done = await pollUntil(
      async () => (await b.request('GET', `${base(booking.slug)}/check_in_sent`)).json(),
      (v) => v.sent || v.failed,
    );
    expect(done.sent).toBe(true);
    expect(done.appointment.patientFolioNumber).toMatch(/^F\d{8}$/);
    expect(done.appointment.checkInSent).toBe(true);

    const listed = (giveFeedback: boolean) =>
      b.request(
        'GET',
        `/api/secured/check_in/appointments?bookingKey=${booking.bookingKey}&giveFeedback=${giveFeedback}`,
      );
    expect((await listed(false)).json()).toEqual([]);
    expect((await listed(true)).json()).toMatchObject([{ slug: booking.slug, status: 'CHECKED_IN' }]);

    const again = await b.request('POST', base(booking.slug));
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('message.already_checked_in');
  });

  it('off a kiosk proves the booking with the code the identity check flow sends', async () => {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { startsAt: at(45) });
    const phone = browser(app, '192.0.2.10');
    const match = await phone.request('POST', '/api/check_in/identity_check', {
      lastName: booking.lastName,
      dateOfBirth: booking.dateOfBirth,
      clinicId: booking.clinicId,
      captcha: await solvedCaptcha(phone),
    });
    expect(match.json()).toMatchObject({ appointmentBookingKeys: [], codeRequired: true });
    // A kiosk with kiosk mode off signs nobody in and asks for the captcha like any browser.
    const off = await registerKiosk(app, database.db, booking.clinicId, false);
    const offBrowser = browser(app, kioskAddress());
    await identifyKiosk(offBrowser, off.id);
    const offKiosk = await offBrowser.request('POST', '/api/check_in/identity_check', {
      lastName: booking.lastName,
      dateOfBirth: booking.dateOfBirth,
      clinicId: booking.clinicId,
      captcha: await solvedCaptcha(offBrowser),
    });
    expect(offKiosk.json()).toMatchObject({ appointmentBookingKeys: [], codeRequired: true });
    expect(offKiosk.cookies.map((c) => c.name)).not.toContain('rb_session');
    // Not signed in yet: the code proves the booking.
    const locked = await phone.request(
      'GET',
      `/api/secured/check_in/appointments?bookingKey=${booking.bookingKey}`,
    );
    expect(locked.statusCode).toBe(401);

    const sent = await phone.request('POST', '/api/check_in/send_code', { slug: '', otpMethod: '' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      sent: true,
      expiresInSeconds: 300,
      resendAfterSeconds: expect.any(Number),
    });
    const code = await lastCodeSentTo(app, booking.email as string);
    const wrong = await phone.request('POST', '/api/check_in/validate_code', {
      slug: '',
      type: 'APPOINTMENT',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ success: false, bookingKey: null });
    const right = await phone.request('POST', '/api/check_in/validate_code', {
      slug: '',
      type: 'APPOINTMENT',
      code,
    });
    expect(right.json()).toMatchObject({ success: true, bookingKey: booking.bookingKey });
    const list = await phone.request(
      'GET',
      `/api/secured/check_in/appointments?bookingKey=${booking.bookingKey}`,
    );
    expect(list.json()).toHaveLength(1);
  });

  it('keeps the window: not before it opens, not after the end, not for a foreign slug', async () => {
    const { app, database } = ctx();
    const early = await kioskSession(70);
    const enableEarly = () => early.b.request('POST', `${base(early.booking.slug)}/enable`);
    const refused = await enableEarly();
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('message.late_enable_digital_check_in_error');
    clock.set(at(11));
    try {
      expect((await enableEarly()).statusCode).toBe(200);
    } finally {
      clock.set(NOW);
    }
    const ended = await kioskSession(-30, 15);
    // After its end the booking is over: read-only (§2, §6), so the guard refuses before the window.
    const late = await ended.b.request('POST', `${base(ended.booking.slug)}/enable`);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('message.access_read_only');
    const other = await insertAppointment(database.db, { startsAt: at(20) });
    expect((await early.b.request('POST', `${base(other.slug)}/enable`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${base(other.slug)}/enable` })).statusCode).toBe(401);
  });

  it('goes to failed when the RIS refuses the preparation', async () => {
    const { database } = ctx();
    const { b, booking } = await kioskSession(10);
    await sql`insert into check_in_clinic_setting (clinic_id, simulate_ris_failure) values (${booking.clinicId}, true)
      on conflict (clinic_id) do update set simulate_ris_failure = true`.execute(database.db);
    try {
      await b.request('POST', `${base(booking.slug)}/enable`);
      await b.request('POST', `${base(booking.slug)}/prepare`, { ...form, appointmentSlug: booking.slug });
      const polled = await pollUntil(
        async () => (await b.request('GET', `${base(booking.slug)}/preparation_sent`)).json(),
        (v) => v.sent || v.failed,
      );
      expect(polled).toMatchObject({ sent: false, failed: true, message: 'message.check_in_error' });
      expect((await b.request('GET', `${base(booking.slug)}/ready`)).json()).toMatchObject({
        ready: false,
        message: 'message.check_in_error',
      });
    } finally {
      await sql`update check_in_clinic_setting set simulate_ris_failure = false`.execute(database.db);
    }
  });

  it('asks for gender only when shown, and takes no form at all in simple mode', async () => {
    const { database } = ctx();
    const { b, booking } = await kioskSession(25);
    const setting = (values: string) =>
      sql.raw(`insert into check_in_clinic_setting (clinic_id, simple_mode, show_gender_selection)
        values (${booking.clinicId}, ${values}) on conflict (clinic_id) do update
        set simple_mode = excluded.simple_mode, show_gender_selection = excluded.show_gender_selection`);
    try {
      await setting('false, true').execute(database.db);
      await b.request('POST', `${base(booking.slug)}/enable`);
      const noGender = await b.request('POST', `${base(booking.slug)}/prepare`, {
        ...form,
        appointmentSlug: booking.slug,
      });
      expect(noGender.statusCode).toBe(400);
      expect(noGender.body).toContain('gender');
      const withGender = await b.request('POST', `${base(booking.slug)}/prepare`, {
        ...form,
        gender: 'Female',
        appointmentSlug: booking.slug,
      });
      expect(withGender.statusCode).toBe(202);
      expect(withGender.json()).toMatchObject({ showGenderSelection: true });

      await setting('true, false').execute(database.db);
      const simple = await b.request('POST', `${base(booking.slug)}/prepare`, {
        appointmentSlug: booking.slug,
      });
      expect(simple.statusCode).toBe(202);
      expect(simple.json().simpleMode).toBe(true);
      // The job may already have answered (no delay in tests).
      expect(['PREPARING', 'PREPARED']).toContain(simple.json().status);
      const otherSlug = await b.request('POST', `${base(booking.slug)}/prepare`, {
        appointmentSlug: 'someone-else',
      });
      expect(otherSlug.statusCode).toBe(400);
    } finally {
      await setting('false, false').execute(database.db);
    }
  });

  it('searches the referrer directory from 3 characters, without excluded doctors', async () => {
    const { b, booking } = await kioskSession(5);
    const url = (text: string, exclude = '') =>
      `/api/secured/appointments/${booking.slug}/doctor_search/${encodeURIComponent(text)}${exclude}`;
    expect((await b.request('GET', url('ng'))).statusCode).toBe(400);
    const found = (await b.request('GET', url('ngu'))).json() as { id: number; lastName: string }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.lastName === 'Nguyen')).toBe(true);
    const first = found[0]?.id as number;
    const rest = (await b.request('GET', url('ngu', `?exclude=${first}`))).json() as { id: number }[];
    expect(rest.map((d) => d.id)).not.toContain(first);
    expect((await b.request('GET', url('syd'))).json()[0]).toMatchObject({
      cityName: 'Sydney',
      postalCode: '2000',
    });
  });

  it('makes a demo appointment near now for staff only, found by the identity check', async () => {
    const { app, database } = ctx();
    const { clinicId } = await insertAppointment(database.db, { startsAt: at(300) });
    const payload = { clinicId, startsInMinutes: 20, lastName: 'Demopatient', dateOfBirth: '1975-06-07' };
    const url = '/api/admin/check_in/demo_appointment';
    expect((await app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    const created = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: await staffHeaders(app, database.db, 'admin'),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().startsAt).toBe(at(20));
    const kiosk = await registerKiosk(app, database.db, clinicId);
    const b = browser(app, kioskAddress());
    await identifyKiosk(b, kiosk.id);
    const check = await b.request('POST', '/api/check_in/identity_check', {
      lastName: 'demopatient',
      dateOfBirth: '1975-06-07',
      clinicId,
    });
    expect(check.json().appointmentBookingKeys).toEqual([created.json().bookingKey]);
  });

  it('puts demo appointments at the same time on the free devices, then answers slot_conflict', async () => {
    const { app, database } = ctx();
    const { clinicId } = await insertAppointment(database.db, { startsAt: at(300) });
    const { rows } = await sql<{ devices: number }>`
      select count(distinct device_id)::int as devices from clinic_exam where clinic_id = ${clinicId}`.execute(
      database.db,
    );
    const devices = rows[0]?.devices ?? 0;
    expect(devices).toBeGreaterThan(1);
    const statuses: number[] = [];
    for (let i = 0; i <= devices; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/check_in/demo_appointment',
        headers: await staffHeaders(app, database.db, 'admin'),
        payload: { clinicId, startsInMinutes: 40, lastName: `Sametime${i}`, dateOfBirth: '1975-06-07' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 409) expect(response.json().message).toBe('message.slot_conflict');
    }
    expect(statuses).toEqual([...Array(devices).fill(201), 409]);
  });

  it('rate limits identity checks per kiosk', async () => {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { startsAt: at(15) });
    const kiosk = await registerKiosk(app, database.db, booking.clinicId);
    const b = browser(app, kioskAddress());
    await identifyKiosk(b, kiosk.id);
    const statuses: number[] = [];
    for (let i = 0; i <= IDENTITY_LIMIT_PER_KIOSK; i++) {
      const response = await b.request(
        'POST',
        '/api/check_in/identity_check',
        { lastName: `Guess${i}`, dateOfBirth: '1970-01-01', clinicId: booking.clinicId },
        // A new address of the waiting room each time: the kiosk limit holds whatever the address.
        { ip: `198.51.100.${i + 1}` },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, IDENTITY_LIMIT_PER_KIOSK).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
