import { createHash, randomBytes } from 'node:crypto';
import { devOutboxResponse, type OutboxEntry } from '@rb/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

const unique = () => randomBytes(16).toString('base64url');

export interface TestPatient {
  dateOfBirth: string;
  email?: string | null;
  contactNumber?: string | null;
  firstName?: string;
}

export interface TestBooking {
  bookingKey: string;
  slug: string;
  id: number;
  email: string | null;
  contactNumber: string | null;
}

async function insertPatient(db: Db, patient: TestPatient): Promise<number> {
  const email = patient.email === undefined ? `p.${unique().toLowerCase()}@example.com` : patient.email;
  const result = await sql<{ id: number }>`
    insert into patient (first_name, last_name, date_of_birth, email, contact_number)
    values (${patient.firstName ?? 'Olivia'}, 'Tester', ${patient.dateOfBirth}, ${email},
            ${patient.contactNumber === undefined ? '0412345678' : patient.contactNumber})
    returning id`.execute(db);
  return result.rows[0]?.id as number;
}

/**
 * An appointment inserted straight into the tables (region → clinic → modality → exam → device →
 * patient → appointment), so these tests do not depend on the booking module.
 */
export async function insertAppointment(db: Db, patient: TestPatient): Promise<TestBooking> {
  const tag = unique();
  const region = await sql<{ id: number }>`
    insert into region (slug, name, latitude, longitude) values (${`r-${tag}`}, 'Test region', -33.8, 151.2)
    returning id`.execute(db);
  const clinic = await sql<{ id: number }>`
    insert into clinic (slug, name, region_id, address_line, suburb, state, postcode, latitude, longitude, time_zone, phone)
    values (${`c-${tag}`}, 'Test clinic', ${region.rows[0]?.id}, '1 Test St', 'Sydney', 'NSW', '2000', -33.8, 151.2,
            'Australia/Sydney', '0290000000')
    returning id`.execute(db);
  const modality = await sql<{ id: number }>`
    insert into modality (code, name) values (${`M-${tag}`}, 'X-ray') returning id`.execute(db);
  const exam = await sql<{ id: number }>`
    insert into exam (slug, name, modality_id, exam_code, duration_minutes)
    values (${`e-${tag}`}, 'Chest X-ray', ${modality.rows[0]?.id}, 'CXR', 15) returning id`.execute(db);
  const device = await sql<{ id: number }>`
    insert into device (clinic_id, modality_id, name) values (${clinic.rows[0]?.id}, ${modality.rows[0]?.id}, 'Room 1')
    returning id`.execute(db);
  const patientId = await insertPatient(db, patient);
  const bookingKey = unique();
  const slug = `a-${unique()}`;
  const start = new Date(Date.UTC(2031, 0, 1, 0, 0) + Math.floor(Math.random() * 1e6) * 60_000);
  const appointment = await sql<{ id: number }>`
    insert into appointment (slug, booking_key, exam_id, clinic_id, device_id, patient_id, starts_at, ends_at, status, created_by)
    values (${slug}, ${bookingKey}, ${exam.rows[0]?.id}, ${clinic.rows[0]?.id}, ${device.rows[0]?.id}, ${patientId},
            ${start.toISOString()}, ${new Date(start.getTime() + 15 * 60_000).toISOString()}, 'BOOKED', 'PATIENT')
    returning id`.execute(db);
  const row = await sql<{ email: string | null; phone: string | null }>`
    select email, contact_number as phone from patient where id = ${patientId}`.execute(db);
  return {
    bookingKey,
    slug,
    id: appointment.rows[0]?.id as number,
    email: row.rows[0]?.email ?? null,
    contactNumber: row.rows[0]?.phone ?? null,
  };
}

export async function insertBookingRequest(db: Db, patient: TestPatient): Promise<TestBooking> {
  const patientId = await insertPatient(db, patient);
  const bookingKey = unique();
  const slug = `br-${unique()}`;
  const result = await sql<{ id: number }>`
    insert into booking_request (slug, booking_key, patient_id, status, type)
    values (${slug}, ${bookingKey}, ${patientId}, 'PENDING', 'PATIENT') returning id`.execute(db);
  const row = await sql<{ email: string | null }>`select email from patient where id = ${patientId}`.execute(
    db,
  );
  return {
    bookingKey,
    slug,
    id: result.rows[0]?.id as number,
    email: row.rows[0]?.email ?? null,
    contactNumber: null,
  };
}

/** The messages sent to `to`, newest first, as the dev mailbox shows them (rendered). */
export async function sentTo(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  if (res.statusCode !== 200) throw new Error(`dev outbox: ${res.statusCode} ${res.body}`);
  return devOutboxResponse.parse(res.json());
}

/** The newest code sent to `to`, read from the message text (as a patient reads the message). */
export async function lastCodeSentTo(app: FastifyInstance, to: string): Promise<string> {
  const message = (await sentTo(app, to)).find((m) => m.template === 'otp_code');
  const match = /\b(\d{6})\b/.exec(message?.text ?? '');
  if (!match?.[1]) throw new Error(`no code sent to ${to}`);
  return match[1];
}

/** The cookies a response set, as name → value, and the raw Set-Cookie headers. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
}

/** A small cookie jar for a sequence of injected requests, like one browser. */
export function browser(app: FastifyInstance, ip = '203.0.113.7') {
  const jar: Record<string, string> = {};
  return {
    jar,
    async request(method: 'GET' | 'POST', url: string, payload?: unknown, extra: { ip?: string } = {}) {
      const response = await app.inject({
        method,
        url,
        payload: payload as never,
        // The peer address: X-Forwarded-For is ignored unless TRUSTED_PROXIES names the peer.
        remoteAddress: extra.ip ?? ip,
        cookies: jar,
      });
      for (const c of response.cookies) {
        if (c.value === '' || (c.expires && c.expires.getTime() <= Date.now())) delete jar[c.name];
        else jar[c.name] = c.value;
      }
      return response;
    },
  };
}

/** Solves an ALTCHA v1 challenge the way the browser does, and encodes the payload. */
export function solveCaptcha(challenge: {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}) {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const hash = createHash('sha256')
      .update(challenge.salt + number)
      .digest('hex');
    if (hash === challenge.challenge) {
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number,
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('captcha not solvable');
}
