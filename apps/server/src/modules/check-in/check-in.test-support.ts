import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { staffHeaders } from '../../test/staff-auth';
import { browser, solveCaptcha } from '../patient-auth/patient-auth.test-support';

/** 10:30 in Sydney on a Monday; the test appointments are around it. */
export const NOW = '2026-05-04T00:30:00.000Z';

/** An instant this many minutes after NOW. */
export const at = (minutesFromNow: number) =>
  new Date(new Date(NOW).getTime() + minutesFromNow * 60_000).toISOString();

/** 128 random bits, like every key the app hands out. */
const unique = () => randomBytes(16).toString('base64url');

/** A seeded clinic (Sydney zone) with a device and an exam it offers. */
export async function seededClinic(db: Db) {
  const row = await sql<{ clinicId: number; deviceId: number; examId: number }>`
    select d.clinic_id as "clinicId", d.id as "deviceId", e.id as "examId"
    from device d join exam e on e.modality_id = d.modality_id
    join clinic c on c.id = d.clinic_id
    where c.time_zone = 'Australia/Sydney'
    order by d.clinic_id, d.id, e.id limit 1`.execute(db);
  const found = row.rows[0];
  if (!found) throw new Error('no seeded clinic with a device');
  return found;
}

/** A BOOKED appointment inserted straight into the tables, for a new patient with this identity. */
export async function insertAppointment(
  db: Db,
  options: {
    startsAt: string;
    minutes?: number;
    lastName?: string;
    dateOfBirth?: string;
    email?: string | null;
  },
) {
  const { clinicId, deviceId, examId } = await seededClinic(db);
  const lastName = options.lastName ?? `Tester${unique().replace(/[^a-z]/gi, '')}`;
  const dateOfBirth = options.dateOfBirth ?? '1980-02-03';
  const email = options.email === undefined ? `p.${unique().toLowerCase()}@example.com` : options.email;
  const patient = await sql<{ id: number }>`
    insert into patient (first_name, last_name, date_of_birth, email, contact_number, medicare_number)
    values ('Olivia', ${lastName}, ${dateOfBirth}, ${email}, '0412345678', '2123456701') returning id`.execute(
    db,
  );
  const bookingKey = unique();
  const slug = `a-${unique()}`;
  const start = new Date(options.startsAt);
  const end = new Date(start.getTime() + (options.minutes ?? 15) * 60_000);
  const appointment = await sql<{ id: number }>`
    insert into appointment (slug, booking_key, exam_id, clinic_id, device_id, patient_id, starts_at, ends_at, status, created_by)
    values (${slug}, ${bookingKey}, ${examId}, ${clinicId}, ${deviceId}, ${patient.rows[0]?.id},
            ${start.toISOString()}, ${end.toISOString()}, 'BOOKED', 'PATIENT') returning id`.execute(db);
  return { id: appointment.rows[0]?.id as number, slug, bookingKey, clinicId, lastName, dateOfBirth, email };
}

/** The waiting-room network of the test kiosks (decision 0012 binds a kiosk to its addresses). */
export const KIOSK_NETWORK = '198.51.100.0/24';
export const kioskAddress = () => `198.51.100.${Math.floor(Math.random() * 200) + 1}`;

export async function registerKiosk(app: FastifyInstance, db: Db, clinicId: number, kioskMode = true) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/kiosks',
    headers: await staffHeaders(app, db, 'admin'),
    payload: { clinicId, name: 'Waiting room', kioskMode, allowedNetworks: [KIOSK_NETWORK] },
  });
  if (response.statusCode !== 201) throw new Error(`kiosk registration failed: ${response.body}`);
  return response.json() as { id: string; clinicId: number; kioskMode: boolean };
}

/** Staff type the kiosk id into the browser at the clinic; its jar then holds the signed cookie. */
export async function identifyKiosk(b: ReturnType<typeof browser>, kioskId: string) {
  const response = await b.request('POST', '/api/kiosk/identify', { kioskId });
  if (response.statusCode !== 200) throw new Error(`kiosk identification failed: ${response.body}`);
}

/** A solved captcha, as the browser's ALTCHA widget sends it. */
export async function solvedCaptcha(b: ReturnType<typeof browser>) {
  const challenge = await b.request('GET', '/api/authentication/captcha_challenge');
  return solveCaptcha(challenge.json());
}

/** Polls a GET until `done` says so (the hand-off jobs run in the background). */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A browser on a registered kiosk at a new appointment's clinic, signed in by the identity check. */
export async function openKioskSession(app: FastifyInstance, db: Db, startsInMinutes = 30, minutes = 15) {
  const booking = await insertAppointment(db, { startsAt: at(startsInMinutes), minutes });
  const kiosk = await registerKiosk(app, db, booking.clinicId);
  const b = browser(app, kioskAddress());
  await identifyKiosk(b, kiosk.id);
  const check = await b.request('POST', '/api/check_in/identity_check', {
    lastName: booking.lastName.toUpperCase(),
    dateOfBirth: booking.dateOfBirth,
    clinicId: booking.clinicId,
  });
  return { b, booking, kiosk, check };
}
