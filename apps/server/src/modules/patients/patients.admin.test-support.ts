import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import { clinicId, TUESDAY_9AM_SYDNEY } from '../appointments/booking-test-helpers';
import { bookXray, type PortalClient, signIn } from '../portal/portal.test-support';

/** Shared fixtures of the admin-requests integration tests (not a test file itself). */

export const at = (minutes: number) =>
  new Date(Date.parse(TUESDAY_9AM_SYDNEY) + minutes * 60_000).toISOString();

export interface PortalPatient {
  booking: Awaited<ReturnType<typeof bookXray>>;
  session: PortalClient;
  sydney: number;
}

/** The quarter hours each app (each test database) has handed out. */
const slotsTaken = new WeakMap<FastifyInstance, number>();

/** A patient who booked an X-ray at Sydney CBD and signed in to the portal. */
export async function portalPatient(app: FastifyInstance, db: Db): Promise<PortalPatient> {
  // Each patient of a database takes its next quarter hour from 9:00, so tests never race for a slot.
  const slot = slotsTaken.get(app) ?? 0;
  slotsTaken.set(app, slot + 1);
  const booking = await bookXray(app, db, at(15 * (slot % 28)));
  return { booking, session: await signIn(app, booking), sydney: await clinicId(db, 'sydney-cbd') };
}

/** The id of the newest change request the patient sent from the portal. */
export async function sendChangeRequest(who: PortalPatient, changes: object) {
  const res = await who.session.call('POST', '/api/secured/patient_change_requests', {
    origin: 'APPOINTMENT',
    bookingKey: who.booking.bookingKey,
    changes,
    note: 'I married last month',
  });
  if (res.statusCode !== 201) throw new Error(`change request: ${res.body}`);
  return (res.json() as { id: number }).id;
}

/** A call-back request from the portal; answers its id in the staff queue. */
export async function sendCallback(db: Db, who: PortalPatient) {
  const res = await who.session.call('POST', `/api/secured/callback_request/${who.booking.bookingKey}`, {
    contactNumber: '0400999888',
    preferredTime: 'After 3 pm',
  });
  if (res.statusCode !== 202) throw new Error(`callback: ${res.body}`);
  const row = await db
    .selectFrom('staffContactRequest')
    .select('id')
    .where('bookingKey', '=', who.booking.bookingKey)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Audit rows written by our services in the transaction, by action and object. */
export async function auditRows(db: Db, action: string, object: string) {
  const rows = await db
    .selectFrom('auditEvent')
    .select(['actorKind', 'actorRef', 'detail', 'bookingRef'])
    .where('action', '=', action)
    .execute();
  return rows.filter((row) => {
    const detail = typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail;
    return (detail as { object?: string } | null)?.object === object;
  });
}
