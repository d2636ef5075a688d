import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { demoStaff, submitProviderLogin } from './staff-sign-in-helpers';

const staff = demoStaff.find((account) => account.role === 'clinic_staff') as (typeof demoStaff)[number];

/** Opens an admin address as the demo clinic staff member, signing in at the built-in provider. */
export async function openAsClinicStaff(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/oidc\//);
  await submitProviderLogin(page, staff.username, staff.password);
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

/** The clinic's wall-clock day of an instant (yyyy-MM-dd). */
export const clinicDay = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
