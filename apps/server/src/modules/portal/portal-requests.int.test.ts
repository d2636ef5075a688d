import { portalBookingRequest } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
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
});
