import { patientDetailsOptions, portalPatient } from '@rb/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { TEST_NOW, TUESDAY_9AM_SYDNEY } from '../appointments/booking-test-helpers';
import { insertBookingRequest, sentTo } from '../patient-auth/patient-auth.test-support';
import { bookXray, client, DOB, signIn } from './portal.test-support';

describe.each(databaseTargets)('portal patient calls on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW), env: { OUTBOX_POLL_INTERVAL_MS: '0' } });
  let minute = 0;

  async function booked() {
    const { app, database } = ctx();
    minute += 15;
    const start = new Date(Date.parse(TUESDAY_9AM_SYDNEY) + minute * 60_000).toISOString();
    const booking = await bookXray(app, database.db, start);
    return { booking, patient: await signIn(app, booking) };
  }

  it('lists ethnicities and insurance types without a session', async () => {
    const res = await client(ctx().app).call('GET', '/api/patient_details/options');
    expect(res.statusCode).toBe(200);
    const body = patientDetailsOptions.parse(res.json());
    expect(body.ethnicities.length).toBeGreaterThan(0);
    expect(body.insuranceTypes.map((i) => i.code)).toContain('MEDICARE');
  });

  it('shows the patient of the booking, and stores a change request without changing the patient', async () => {
    const { booking, patient } = await booked();
    const details = await patient.call('GET', `/api/secured/patient_details/${booking.bookingKey}`);
    expect(details.statusCode, details.body).toBe(200);
    expect(portalPatient.parse(details.json())).toMatchObject({
      firstName: 'Olivia',
      dateOfBirth: DOB,
      ethnicity: null,
      insuranceType: null,
    });

    const options = patientDetailsOptions.parse(
      (await patient.call('GET', '/api/patient_details/options')).json(),
    );
    const created = await patient.call('POST', '/api/secured/patient_change_requests', {
      origin: 'APPOINTMENT_CONFIRMATION',
      bookingKey: booking.bookingKey,
      changes: { lastName: 'Tran', insuranceTypeId: options.insuranceTypes[0]?.id },
      note: 'Married',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ origin: 'APPOINTMENT_CONFIRMATION', status: 'OPEN' });
    const db = ctx().database.db;
    const stored = await sql<{ changes: unknown }>`
      select changes from patient_change_request where id = ${created.json().id}`.execute(db);
    expect(stored.rows[0]?.changes).toMatchObject({ lastName: 'Tran' });
    const unchanged = await patient.call('GET', `/api/secured/patient_details/${booking.bookingKey}`);
    expect(unchanged.json().lastName).toBe('Nguyen');
  });

  it('shows the ethnicity and insurance type on record with their names (§3 Patient details)', async () => {
    const { booking, patient } = await booked();
    const db = ctx().database.db;
    const options = patientDetailsOptions.parse(
      (await patient.call('GET', '/api/patient_details/options')).json(),
    );
    const [ethnicity, insuranceType] = [options.ethnicities[0], options.insuranceTypes[0]];
    await sql`update patient set ethnicity_id = ${ethnicity?.id}, insurance_type_id = ${insuranceType?.id}
      where id = (select patient_id from appointment where id = ${booking.id})`.execute(db);
    const details = await patient.call('GET', `/api/secured/patient_details/${booking.bookingKey}`);
    expect(details.statusCode).toBe(200);
    expect(portalPatient.parse(details.json())).toMatchObject({ ethnicity, insuranceType });
  });

  it('refuses empty, malformed and mismatched change requests', async () => {
    const { booking, patient } = await booked();
    const send = (body: unknown) => patient.call('POST', '/api/secured/patient_change_requests', body);
    const empty = await send({ origin: 'APPOINTMENT', bookingKey: booking.bookingKey, changes: {} });
    expect(empty.statusCode).toBe(400);
    const badEmail = await send({
      origin: 'APPOINTMENT',
      bookingKey: booking.bookingKey,
      changes: { email: 'x' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors[0].field).toBe('body.changes.email');
    const badList = await send({
      origin: 'APPOINTMENT',
      bookingKey: booking.bookingKey,
      changes: { ethnicityId: 999999 },
    });
    expect(badList.statusCode).toBe(400);
    expect(badList.json().errors[0].field).toBe('body.changes.ethnicityId');
    const wrongOrigin = await send({
      origin: 'BOOKING_REQUEST',
      bookingKey: booking.bookingKey,
      changes: { firstName: 'A' },
    });
    expect(wrongOrigin.statusCode).toBe(404);
  });

  it('accepts a change request for a booking request', async () => {
    const { app, database } = ctx();
    const request = await insertBookingRequest(database.db, { dateOfBirth: DOB });
    const requester = await signIn(
      app,
      { bookingKey: request.bookingKey, email: request.email as string },
      'BOOKING_REQUEST',
    );
    const res = await requester.call('POST', '/api/secured/patient_change_requests', {
      origin: 'BOOKING_REQUEST',
      bookingKey: request.bookingKey,
      changes: { contactNumber: '0400111222' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('saves and loads consent forms', async () => {
    const { booking, patient } = await booked();
    const url = `/api/secured/appointments/${booking.slug}/consent_forms`;
    expect((await patient.call('GET', url)).json()).toEqual({ data: null, updatedAt: null });
    const saved = await patient.call('PUT', url, { data: { contrast: true, signedBy: 'Olivia' } });
    expect(saved.statusCode, saved.body).toBe(200);
    await patient.call('PUT', url, { data: { contrast: false } });
    expect((await patient.call('GET', url)).json()).toEqual({
      data: { contrast: false },
      updatedAt: TEST_NOW,
    });
    expect((await patient.call('PUT', url, { data: 'yes' })).statusCode).toBe(400);
  });

  it('emails the call centre and asks for a callback at the staff address', async () => {
    const { booking, patient } = await booked();
    const email = await patient.call('POST', `/api/secured/call_centre_email/${booking.bookingKey}`, {
      message: 'Can I bring my own films?',
    });
    expect(email.statusCode, email.body).toBe(202);
    const callback = await patient.call('POST', `/api/secured/callback_request/${booking.bookingKey}`, {
      contactNumber: '0400999888',
      preferredTime: 'After 3 pm',
    });
    expect(callback.statusCode, callback.body).toBe(202);
    const sent = (await sentTo(ctx().app, 'admin@southerncrossimaging.example'))
      .filter((m) => m.referenceId === booking.bookingKey)
      .reverse();
    expect(sent.map((m) => m.template)).toEqual(['call_centre_email', 'callback_request']);
    expect(sent[0]?.text).toContain('Can I bring my own films?');
    expect(sent[1]?.text).toContain('0400999888');
    const empty = await patient.call('POST', `/api/secured/call_centre_email/${booking.bookingKey}`, {
      message: '',
    });
    expect(empty.statusCode).toBe(400);
    const badPhone = await patient.call('POST', `/api/secured/callback_request/${booking.bookingKey}`, {
      contactNumber: 'call me',
    });
    expect(badPhone.statusCode).toBe(400);
  });

  it('unsubscribes by booking key, idempotently, without revealing unknown keys', async () => {
    const { booking } = await booked();
    const anonymous = client(ctx().app);
    expect(
      (await anonymous.call('POST', `/api/notifications/unsubscribe/${booking.bookingKey}`)).statusCode,
    ).toBe(204);
    expect(
      (await anonymous.call('POST', `/api/notifications/unsubscribe/${booking.bookingKey}`)).statusCode,
    ).toBe(204);
    expect(
      (await anonymous.call('POST', '/api/notifications/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode,
    ).toBe(204);
    expect((await anonymous.call('POST', '/api/notifications/unsubscribe/bad')).statusCode).toBe(400);
    const rows = await sql<{ n: string }>`
      select count(*) as n from booking_unsubscribe where booking_key = ${booking.bookingKey}`.execute(
      ctx().database.db,
    );
    expect(Number(rows.rows[0]?.n)).toBe(1);
  });
});
