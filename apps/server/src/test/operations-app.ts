import type { FastifyInstance } from 'fastify';
import { TUESDAY_9AM_SYDNEY } from '../modules/appointments/booking-test-helpers';
import { bookXray, signIn } from '../modules/portal/portal.test-support';
import type { Db } from '../platform/db/database';
import { operationsOf } from './broken-inputs';

/**
 * What the tests that call every OpenAPI operation share: a booked patient's session cookie, the
 * values that fill path parameters with that booking, the OpenAPI document and its operations.
 */
export async function operationsWithPatient(app: FastifyInstance, db: Db) {
  const booking = await bookXray(app, db, TUESDAY_9AM_SYDNEY);
  const patient = await signIn(app, booking);
  const cookie = Object.entries(patient.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const known = {
    bookingKey: booking.bookingKey,
    id: booking.slug,
    slug: booking.slug,
    examSlug: 'xray-chest',
  };
  const doc = app.swagger() as unknown as Parameters<typeof operationsOf>[0];
  return { cookie, known, doc, operations: operationsOf(doc) };
}
