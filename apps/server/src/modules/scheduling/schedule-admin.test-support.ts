import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import { staffHeaders } from '../../test/staff-auth';
import { patient } from '../appointments/booking-test-helpers';

/** Shared steps of the schedule-admin integration tests (not a test file itself). */

export const scheduleUrl = (clinicId: number, rest = 'schedule') => `/api/admin/clinics/${clinicId}/${rest}`;

export async function asAdmin(app: FastifyInstance, db: Db) {
  return staffHeaders(app, db, 'admin');
}

/** The clinic's schedule version, as staff read it. */
export async function versionOf(app: FastifyInstance, db: Db, clinicId: number): Promise<number> {
  const res = await app.inject({ url: scheduleUrl(clinicId), headers: await asAdmin(app, db) });
  if (res.statusCode !== 200) throw new Error(`schedule: ${res.statusCode} ${res.body}`);
  return res.json().version;
}

/** A staff call with a JSON body. */
export async function change(
  app: FastifyInstance,
  headers: { authorization: string },
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
) {
  return app.inject({ method, url, headers, payload });
}

/** A patient's booking through the public call; answers the appointment id and slug. */
export async function book(
  app: FastifyInstance,
  slot: { clinicId: number; deviceId: number; start: string; examSlug?: string },
  overrides: { email?: string; locale?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: {
      examSlug: slot.examSlug ?? 'xray-chest',
      clinicId: slot.clinicId,
      deviceId: slot.deviceId,
      start: slot.start,
      patient: patient(overrides.email ? { email: overrides.email } : {}),
      ...(overrides.locale && { locale: overrides.locale }),
    },
  });
  if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; slug: string; bookingKey: string };
}

/** Free slot starts of one exam at a clinic on local days, through public slot search. */
export async function freeStarts(
  app: FastifyInstance,
  clinicId: number,
  examSlug: string,
  start: string,
  end = start,
  deviceId?: number,
): Promise<string[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/clinic_appointments',
    payload: { clinicIds: [clinicId], examSlug, start, end, clinicAppointmentsView: 'WEEK', deviceId },
  });
  if (res.statusCode !== 200) throw new Error(`slots: ${res.statusCode} ${res.body}`);
  return res.json()[0].slots.map((s: { start: string }) => s.start);
}
