import type { Page } from '@playwright/test';
import { bookAtStaffClinic, openAsClinicStaff } from './admin-helpers';
import { uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { emailedCode, newestMessage } from './outbox';

const DOB = '1971-06-15';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The patient's date of birth, then the code emailed to them (the results sign-in). */
async function patientSignIn(page: Page, email: string) {
  const dob = page.getByRole('dialog', { name: 'Confirm your identity' });
  await dob.getByLabel('Date of birth').fill(DOB);
  await dob.getByRole('button', { name: 'Continue' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(codeDialog).toBeVisible();
  await codeDialog.getByLabel('6-digit code').fill(await emailedCode(page.request, email));
  await codeDialog.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Issue 14: clinic staff upload a report to an appointment held back, release it now, and the patient
 * is told and opens it; withdrawing it is offered once it is out.
 */
test('clinic staff upload and release a report, and the patient opens it', async ({
  freshPage: page,
  browser,
}) => {
  const email = uniqueEmail('release');
  const lastName = `Release${Date.now() % 100000}`;
  const { clinic, day, bookingKey } = await bookAtStaffClinic(page.request, 'us-abdomen', {
    firstName: 'Rita',
    lastName,
    dateOfBirth: DOB,
    email,
  });

  await openAsClinicStaff(page, `/admin/appointments?clinic=${clinic.id}&date=${day}`);
  await page.getByRole('link', { name: `Rita ${lastName}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment' })).toBeVisible();
  await expect(page.getByText('No report yet.')).toBeVisible();

  // Held back for a day, then released at once by staff.
  await page
    .getByLabel('Report (PDF)')
    .setInputFiles({ name: 'abdomen-report.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('Release after (minutes, optional)').fill('1440');
  await page.getByRole('button', { name: 'Upload report' }).click();
  await expect(page.getByText('The report is uploaded.')).toBeVisible();
  await expect(page.getByText(/^Released at /)).toBeVisible();
  await expectAccessible(page, 'appointment with a held report');
  await page.getByRole('button', { name: 'Release now: abdomen-report.pdf' }).click();
  await expect(page.getByText('Released to the patient')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw: abdomen-report.pdf' })).toBeVisible();

  // The patient is told, and opens the report from the email's link after signing in.
  const ready = await newestMessage(page.request, email, (entry) => entry.template === 'results_ready');
  const link = /(https?:\/\/\S+\/result)\b/.exec(ready.text)?.[1] ?? '';
  expect(new URL(link).pathname).toBe(`/appointments/${bookingKey}/result`);
  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  await patient.goto(link);
  await expect(patient).toHaveURL(/\/authentication\?/);
  await patientSignIn(patient, email);
  await expect(patient.getByRole('heading', { name: 'Your results', level: 1 })).toBeVisible();
  await expect(patient.getByRole('link', { name: 'Download report' })).toBeVisible();
  await patientContext.close();
});
