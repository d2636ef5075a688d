import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../platform/db/database';
import { clinicId, deviceId, patient } from '../appointments/booking-test-helpers';
import { lastCodeSentTo } from '../patient-auth/patient-auth.test-support';

/** Shared fixtures of the portal's integration tests (not a test file itself). */

export const DOB = '1984-07-21';

/** A multipart/form-data body with the given text fields and one file part. */
export function multipart(parts: { name: string; value?: string; fileName?: string; data?: Buffer }[]) {
  const boundary = `----rb${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.data
      ? `form-data; name="${part.name}"; filename="${part.fileName ?? 'file'}"\r\nContent-Type: application/octet-stream`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(part.data ?? Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A patient with a cookie jar: signed in to one booking by date of birth and emailed code. */
export interface PortalClient {
  cookies: Record<string, string>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export function client(app: FastifyInstance): PortalClient {
  const cookies: Record<string, string> = {};
  return {
    cookies,
    async call(method, url, payload, headers = {}) {
      const response = await app.inject({
        method,
        url,
        payload: payload as never,
        headers: { 'x-forwarded-for': '203.0.113.9', ...headers },
        cookies,
      });
      for (const c of response.cookies) cookies[c.name] = c.value;
      return response;
    },
  };
}

export async function signIn(
  app: FastifyInstance,
  booking: { bookingKey: string; email: string },
  type: 'APPOINTMENT' | 'BOOKING_REQUEST' = 'APPOINTMENT',
): Promise<PortalClient> {
  const c = client(app);
  const first = await c.call('POST', '/api/authentication', {
    bookingKey: booking.bookingKey,
    type,
    dateOfBirth: DOB,
  });
  if (first.statusCode !== 200) throw new Error(`authenticate: ${first.body}`);
  if (first.json().codeRequired !== false) {
    await c.call('POST', '/api/authentication/send_code', {
      bookingKey: booking.bookingKey,
      otpMethod: 'EMAIL',
    });
    const code = await lastCodeSentTo(app, booking.email);
    const ok = await c.call('POST', '/api/authentication/validate_code', {
      bookingKey: booking.bookingKey,
      type,
      code,
    });
    if (ok.json().success !== true) throw new Error(`validate_code: ${ok.body}`);
  }
  return c;
}

/** Books an X-ray at Sydney CBD through the real booking call; a fresh email per booking. */
export async function bookXray(app: FastifyInstance, db: Db, start: string) {
  const email = `p.${randomBytes(6).toString('hex')}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: {
      examSlug: 'xray-chest',
      clinicId: await clinicId(db, 'sydney-cbd'),
      deviceId: await deviceId(db, 'sydney-cbd', 'XR'),
      start,
      patient: patient({ email, dateOfBirth: DOB }),
    },
  });
  if (res.statusCode !== 201) throw new Error(`book: ${res.body}`);
  const body = res.json() as { bookingKey: string; slug: string; id: number; status: string };
  return { ...body, email };
}
