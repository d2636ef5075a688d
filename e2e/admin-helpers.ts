import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { type DemoStaff, demoStaff, submitProviderLogin } from './staff-sign-in-helpers';

const accountOf = (role: DemoStaff['role']) =>
  demoStaff.find((account) => account.role === role) as DemoStaff;

/** Opens an admin address as the demo clinic staff member (or another demo role), signing in at the built-in provider. */
export async function openAsClinicStaff(page: Page, path: string, role: DemoStaff['role'] = 'clinic_staff') {
  const account = accountOf(role);
  await page.goto(path);
  await page.waitForURL(/\/oidc\//);
  await submitProviderLogin(page, account.username, account.password);
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
}

/** The clinics the demo clinic staff member works at: the first two seeded (identity.seed.ts). */
export async function staffClinics(request: APIRequestContext) {
  const response = await request.get('/api/clinics');
  expect(response.ok()).toBe(true);
  const clinics = (await response.json()) as { id: number; name: string; timeZone: string }[];
  return clinics.sort((a, b) => a.id - b.id).slice(0, 2);
}

/** One of the staff's clinics offering the exam. */
export async function staffClinicOffering(request: APIRequestContext, examSlug: string) {
  const mine = new Set((await staffClinics(request)).map((clinic) => clinic.id));
  const response = await request.get(`/api/clinics?examSlug=${examSlug}`);
  const offering = (await response.json()) as { id: number; name: string; timeZone: string }[];
  const clinic = offering.find((candidate) => mine.has(candidate.id));
  expect(clinic, `a clinic of the demo staff offers ${examSlug}`).toBeDefined();
  return clinic as { id: number; name: string; timeZone: string };
}

/**
 * Books the exam at one of the staff's clinics as a patient would, on a random free slot of the coming
 * week: specs running side by side would otherwise all race for the clinic's next free slot.
 */
export async function bookAtStaffClinic(
  request: APIRequestContext,
  examSlug: string,
  patient: { firstName: string; lastName: string; dateOfBirth: string; email: string },
) {
  const clinic = await staffClinicOffering(request, examSlug);
  const day = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const response = await request.post('/api/clinic_appointments', {
    data: { clinicIds: [clinic.id], examSlug, start: day(1), end: day(8) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const [week] = (await response.json()) as { slots: { start: string; deviceId: number }[] }[];
  const slots = [...(week?.slots ?? [])];
  while (slots.length > 0) {
    const [slot] = slots.splice(Math.floor(Math.random() * slots.length), 1) as [(typeof slots)[number]];
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
    const { bookingKey } = (await created.json()) as { bookingKey: string };
    return { clinic, slot, bookingKey, day: clinicDay(slot.start, clinic.timeZone) };
  }
  throw new Error(`no free slot for ${examSlug} at clinic ${clinic.id}`);
}

/** The clinic's wall-clock day of an instant (yyyy-MM-dd). */
export const clinicDay = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
