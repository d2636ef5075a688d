import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import { staffHeaders } from '../../test/staff-auth';
import { clinicId, deviceId, patient, TUESDAY_9AM_SYDNEY } from './booking-test-helpers';

/** Shared fixtures of the admin-operations integration tests (not a test file itself). */

export type Caller = 'admin' | 'ownClinicStaff' | 'otherClinicStaff' | 'radiologist' | 'referrer' | 'nobody';

/** The `authorization` header of each caller of the policy matrix, for a call about `ownClinic`. */
export async function callerHeaders(
  app: FastifyInstance,
  db: Db,
  caller: Caller,
  ownClinic: number,
): Promise<Record<string, string>> {
  const roles: Record<Exclude<Caller, 'nobody'>, [StaffRole, number[]]> = {
    admin: ['admin', []],
    ownClinicStaff: ['clinic_staff', [ownClinic]],
    otherClinicStaff: ['clinic_staff', [await clinicId(db, 'parramatta')]],
    radiologist: ['radiologist', []],
    referrer: ['referrer', []],
  };
  if (caller === 'nobody') return {};
  const [role, clinics] = roles[caller];
  return staffHeaders(app, db, role, clinics);
}

/** What each caller gets from a call about an object of their clinic's, by the policy table. */
export const expectedStatus = (caller: Caller, success: number) =>
  ({
    admin: success,
    ownClinicStaff: success,
    otherClinicStaff: 404,
    radiologist: 403,
    referrer: 403,
    nobody: 401,
  })[caller];

export const callers: Caller[] = [
  'admin',
  'ownClinicStaff',
  'otherClinicStaff',
  'radiologist',
  'referrer',
  'nobody',
];

/** Audit rows of staff actions naming this object. */
export async function staffAuditRows(db: Db, action: string, object: string) {
  const rows = await db
    .selectFrom('auditEvent')
    .select(['actorKind', 'action', 'detail', 'bookingRef'])
    .where('action', '=', action)
    .execute();
  return rows.filter((row) => {
    const detail = typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail;
    return (detail as { object?: string } | null)?.object === object;
  });
}

/** A patient's booking of a chest X-ray at Sydney CBD on quarter hour `slot` of the test Tuesday, with its own email. */
export async function bookChestXray(app: FastifyInstance, db: Db, slot: number) {
  const email = `booked-${randomBytes(4).toString('hex')}@example.com`;
  const sydney = await clinicId(db, 'sydney-cbd');
  const xray = await deviceId(db, 'sydney-cbd', 'XR');
  const start = new Date(Date.parse(TUESDAY_9AM_SYDNEY) + 15 * slot * 60_000).toISOString();
  const res = await app.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: { examSlug: 'xray-chest', clinicId: sydney, deviceId: xray, start, patient: patient({ email }) },
  });
  if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  const booked = res.json() as { slug: string; id: number; bookingKey: string };
  return { slug: booked.slug, id: booked.id, bookingKey: booked.bookingKey, email, sydney, xray, start };
}
