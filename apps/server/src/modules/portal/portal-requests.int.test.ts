import { portalBookingRequest } from '@rb/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { clinicId, deviceId } from '../appointments/booking-test-helpers';
import { insertBookingRequest } from '../patient-auth/patient-auth.test-support';
import { client, DOB, signIn } from './portal.test-support';

describe.each(databaseTargets)('portal booking request calls on %s', (target) => {
  const ctx = useTestApp(target, { env: { OUTBOX_POLL_INTERVAL_MS: '0' } });

  async function requester() {
    const { app, database } = ctx();
    const request = await insertBookingRequest(database.db, { dateOfBirth: DOB });
    const patient = await signIn(
      app,
      { bookingKey: request.bookingKey, email: request.email as string },
      'BOOKING_REQUEST',
    );
    return { request, patient };
  }

  it('shows the booking request and cancels it once', async () => {
    const { request, patient } = await requester();
    const view = await patient.call('GET', `/api/secured/booking_requests/booking_key/${request.bookingKey}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(portalBookingRequest.parse(view.json())).toMatchObject({ slug: request.slug, status: 'PENDING' });

    const bad = await patient.call('POST', `/api/secured/booking_requests/${request.slug}/status`, {
      status: 'BOOKED',
    });
    expect(bad.statusCode).toBe(400);
    const cancelled = await patient.call('POST', `/api/secured/booking_requests/${request.slug}/status`, {
      status: 'CANCELED',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('CANCELED');
    const again = await patient.call('POST', `/api/secured/booking_requests/${request.slug}/status`, {
      status: 'CANCELED',
    });
    // A cancelled request is closed: the session may only look at it (§2, §6).
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('message.access_read_only');
  });

  it('answers 401 without a session and 404 for another requester', async () => {
    const { request } = await requester();
    const other = await requester();
    const url = `/api/secured/booking_requests/booking_key/${request.bookingKey}`;
    expect((await client(ctx().app).call('GET', url)).statusCode).toBe(401);
    expect((await other.patient.call('GET', url)).statusCode).toBe(404);
  });

  it('still shows an enquiry staff converted to an appointment to its signed-in requester, as booked', async () => {
    // Issue 36 item 2: the appointment keeps the enquiry's key, and the key then named only the appointment.
    const { request, patient } = await requester();
    const db = ctx().database.db;
    const start = new Date(Date.now() + 30 * 86_400_000);
    const appointment = await sql<{ id: number }>`
      insert into appointment (slug, booking_key, exam_id, clinic_id, device_id, patient_id, starts_at, ends_at, status, created_by)
      select ${`a-${request.slug}`}, ${request.bookingKey}, exam.id, ${await clinicId(db, 'sydney-cbd')},
        ${await deviceId(db, 'sydney-cbd', 'XR')}, booking_request.patient_id, ${start},
        ${new Date(start.getTime() + 15 * 60_000)}, 'BOOKED', 'STAFF'
      from exam, booking_request where exam.slug = 'xray-chest' and booking_request.id = ${request.id}
      returning id`.execute(db);
    await sql`update booking_request set status = 'BOOKED', appointment_id = ${appointment.rows[0]?.id}
      where id = ${request.id}`.execute(db);

    const view = await patient.call('GET', `/api/secured/booking_requests/booking_key/${request.bookingKey}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(portalBookingRequest.parse(view.json())).toMatchObject({
      slug: request.slug,
      status: 'BOOKED',
      appointmentBooked: true,
      readOnly: 'CLOSED',
    });
    // Proving the enquiry (date of birth only) does not open the appointment: that needs its own code.
    const appointments = await patient.call(
      'GET',
      `/api/secured/appointments/booking_key/${request.bookingKey}`,
    );
    expect(appointments.statusCode).toBe(404);
  });
});
