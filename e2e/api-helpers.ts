import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A booking made as a patient would, through the real API: the next free slot of the first clinic
 * that has one, then POST /api/appointments. A slot taken meanwhile by a parallel test moves on.
 */
export async function bookNextAvailable(
  request: APIRequestContext,
  patient: { email: string; dateOfBirth: string; firstName: string; lastName: string },
  examSlug: string,
): Promise<{ bookingKey: string }> {
  const clinics = (await (await request.get(`/api/clinics?examSlug=${examSlug}`)).json()) as { id: number }[];
  expect(clinics.length, `a clinic offers ${examSlug}`).toBeGreaterThan(0);
  for (const clinic of clinics) {
    const next = await request.get(`/api/clinics/${clinic.id}/next_available?examSlug=${examSlug}`);
    const { slot } = (await next.json()) as { slot: { start: string; deviceId: number } | null };
    if (!slot) continue;
    const created = await request.post('/api/appointments', {
      data: {
        examSlug,
        clinicId: clinic.id,
        deviceId: slot.deviceId,
        start: slot.start,
        patient: { ...patient, contactNumber: '0412345678' },
      },
    });
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as { bookingKey: string };
  }
  throw new Error(`no free slot for ${examSlug}`);
}

/** The service client playwright.config.ts gives the server (OIDC_SERVICE_CLIENTS) for test automation. */
const serviceClient = { id: 'e2e-automation', secret: process.env.E2E_SERVICE_CLIENT_SECRET ?? '' };
let cachedToken: { value: string; until: number } | undefined;

/**
 * `Authorization` headers of an admin, as automation gets them: a client-credentials token from the
 * app's own OpenID Connect provider (no shared admin token). Reused until a minute before it expires.
 */
export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  if (!cachedToken || cachedToken.until < Date.now()) {
    const response = await request.post('/oidc/token', {
      headers: {
        authorization: `Basic ${Buffer.from(`${serviceClient.id}:${serviceClient.secret}`).toString('base64')}`,
      },
      form: { grant_type: 'client_credentials', scope: 'admin' },
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    cachedToken = { value: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 };
  }
  return { authorization: `Bearer ${cachedToken.value}` };
}
