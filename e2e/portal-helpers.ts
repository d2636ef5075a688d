import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { emailedCode, newestMessage } from './outbox';

/**
 * The patient portal as a patient reaches it: a booking made through the API a few days ahead (well
 * outside the change limit), its emails in the development outbox, and signing in with the date of
 * birth and the emailed code.
 */

export const DOB = '1990-11-05';
const EXAM = 'us-thyroid';
export const uniqueEmail = () => `portal.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const isoDay = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/** Books a free slot a few days ahead (well outside the change limit) as a patient would. */
export async function book(request: APIRequestContext, email: string, exam = EXAM) {
  const clinics = (await (await request.get(`/api/clinics?examSlug=${exam}`)).json()) as { id: number }[];
  for (const clinic of clinics) {
    const response = await request.post('/api/clinic_appointments', {
      data: { clinicIds: [clinic.id], examSlug: exam, start: isoDay(4), end: isoDay(12) },
    });
    const [slots] = (await response.json()) as { slots: { start: string; deviceId: number }[] }[];
    // A random free slot, so parallel runs rarely race for the same one.
    const candidates = slots?.slots ?? [];
    for (let i = 0; i < 5 && candidates.length > 0; i++) {
      const slot = candidates[Math.floor(Math.random() * candidates.length)] as (typeof candidates)[number];
      const created = await request.post('/api/appointments', {
        data: {
          examSlug: exam,
          clinicId: clinic.id,
          deviceId: slot.deviceId,
          start: slot.start,
          patient: {
            firstName: 'Grace',
            lastName: 'Hopper',
            dateOfBirth: DOB,
            email,
            contactNumber: '0412345678',
          },
        },
      });
      if (created.status() === 409) continue;
      expect(created.status(), await created.text()).toBe(201);
      return (await created.json()) as { bookingKey: string; confirmationPath: string };
    }
  }
  throw new Error(`no free slot for ${exam}`);
}

/** The newest outbox message of a template sent to an address. */
export const outbox = (request: APIRequestContext, to: string, template: string) =>
  newestMessage(request, to, (e) => e.template === template);

/** Date of birth, then the code emailed to the patient. */
export async function signIn(page: Page, email: string) {
  const dob = page.getByRole('dialog', { name: 'Confirm your identity' });
  await expect(dob).toBeVisible();
  await dob.getByLabel('Date of birth').fill(DOB);
  await dob.getByRole('button', { name: 'Continue' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(codeDialog).toBeVisible();
  const code = await emailedCode(page.request, email);
  await codeDialog.getByLabel('6-digit code').fill(code);
  await codeDialog.getByRole('button', { name: 'Verify' }).click();
}
