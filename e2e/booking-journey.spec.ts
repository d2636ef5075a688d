import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { answerMriSafety, clinicFor, fillDetails, firstFreeSlot, uniqueEmail } from './booking-helpers';
import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';
import { emailedCode, newestMessage } from './outbox';

/**
 * The booking journey from the slot picker to the confirmation page and email (§2 booking flow,
 * §4 Booking): week and month views, details, referral upload, the enquiry path, and two patients
 * racing for one slot.
 */

/** A small but real PDF: file-type recognises it from its bytes, as the server checks. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function uploadReferral(page: Page) {
  await page
    .getByLabel('Referral file')
    .setInputFiles({ name: 'referral.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(
    page.getByRole('list', { name: 'Uploaded referrals' }).getByText('referral.pdf'),
  ).toBeVisible();
}

const confirmationEmail = (request: APIRequestContext, to: string, template: string) =>
  newestMessage(request, to, (e) => e.template === template && e.channel === 'EMAIL');

function linkIn(text: string, pathPart: string): string {
  const link = text.match(/https?:\/\/[^\s)>"]+/g)?.find((url) => url.includes(pathPart));
  expect(link, `a link to ${pathPart} in the email`).toBeDefined();
  return link as string;
}

test('book in week view with a referral, see the confirmation and open the email link', async ({
  freshPage: page,
}) => {
  const clinic = await clinicFor(page.request, 'us-abdomen');
  const email = uniqueEmail('week');
  await page.goto(`/booking/us-abdomen?selectedClinic=${clinic.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your appointment' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: clinic.name })).toBeVisible();
  await expect(page).toHaveURL(/bookingKey=[\w-]{22,}/);
  const { slot, time } = await firstFreeSlot(page);
  await expectAccessible(page, 'week view');

  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`at ${time}`)).toBeVisible();
  await expect(page).toHaveURL(/startTime=\d\d%3A\d\d|startTime=\d\d:\d\d/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  await fillDetails(page, email);
  await uploadReferral(page);
  await expectAccessible(page, 'details form with referral');

  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/[\w-]+\/appointments\/[\w-]{22,}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is booked' })).toBeVisible();
  await expect(page.getByText('Thank you, Jane.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: clinic.name })).toBeVisible();
  await expect(page.getByText(new RegExp(`${time.replace(/\s/g, '\\s')} to `))).toBeVisible();
  await expect(page.getByRole('link', { name: /on a map/ })).toHaveAttribute('href', /^https:\/\//);
  // §3 nameWithModality: "Abdomen" alone could be an X-Ray.
  await expect(page.getByRole('heading', { level: 2, name: 'Ultrasound Abdomen' })).toBeVisible();
  await expectAccessible(page, 'confirmation');
  const bookingKey = new URL(page.url()).pathname.split('/').pop() as string;
  // The confirmation page offers to manage the appointment: the portal, through authentication.
  await expect(page.getByRole('link', { name: 'Manage this appointment' })).toHaveAttribute(
    'href',
    `/appointments/${bookingKey}`,
  );

  // "View or change your appointment" in the email lands in the portal, where it can be changed.
  const message = await confirmationEmail(page.request, email, 'appointment_confirmation');
  expect(message.subject).toBe('Your Ultrasound Abdomen appointment is booked');
  const link = linkIn(message.text, '/appointments/');
  expect(message.text).toContain(`View or change your appointment: ${link}`);
  await page.goto(link);
  await expect(page).toHaveURL(/\/authentication\?/);
  const dob = page.getByRole('dialog', { name: 'Confirm your identity' });
  await dob.getByLabel('Date of birth').fill('1984-07-21');
  await dob.getByRole('button', { name: 'Continue' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(codeDialog).toBeVisible();
  await codeDialog.getByLabel('6-digit code').fill(await emailedCode(page.request, email));
  await codeDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${bookingKey}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Ultrasound Abdomen' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Cancel/ }).first()).toBeVisible();
  await expectAccessible(page, 'portal from the email link');
});

test('book in month view after a refused file type', async ({ freshPage: page }) => {
  // Another clinic than the week test's: tests run in parallel and ultrasound exams share devices.
  const clinic = await clinicFor(page.request, 'us-pelvis', 1);
  const email = uniqueEmail('month');
  await page.goto(`/booking/us-pelvis?selectedClinic=${clinic.id}`);
  await page.getByRole('button', { name: 'Month' }).click();
  await expect(page).toHaveURL(/slotsView=MONTH/);
  const days = page.locator('.month-view button.month-day-button');
  await expect(page.locator('.month-view')).toBeVisible();
  if ((await days.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(days.first()).toBeVisible();
  await expectAccessible(page, 'month view');

  await days.first().click();
  await expect(page).toHaveURL(/date=\d{4}-\d\d-\d\d/);
  const time = page.locator('.month-day-times button.slot-button').first();
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  await fillDetails(page, email);

  await page
    .getByLabel('Referral file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'Accepted file types: PDF' })).toBeVisible();
  await expect(page.getByLabel('Referral file')).toHaveValue('');
  await expectAccessible(page, 'refused referral');
  await uploadReferral(page);

  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is booked' })).toBeVisible();
  await expect(page.getByText('Arrival')).toBeVisible();
  await confirmationEmail(page.request, email, 'appointment_confirmation');
});

test('an enquiry-only exam sends an enquiry and shows its confirmation', async ({ freshPage: page }) => {
  const clinic = await clinicFor(page.request, 'ct-colonography');
  const email = uniqueEmail('enquiry');
  await page.goto(`/booking/ct-colonography?selectedClinic=${clinic.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Send an enquiry' })).toBeVisible();
  await expect(page.locator('.week-view')).toHaveCount(0);
  await expect(page.locator('.progress-steps')).toHaveAttribute('data-step', '2');
  await fillDetails(page, email);
  await page.getByLabel('Notes for the clinic').fill('Mornings suit me best.');
  await expectAccessible(page, 'enquiry form');

  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/booking-requests\/[\w-]{22,}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your enquiry has been sent' })).toBeVisible();
  await expect(page.getByText('CT Colonography')).toBeVisible();
  await expectAccessible(page, 'enquiry confirmation');
  await confirmationEmail(page.request, email, 'booking_request_confirmation');
});

async function patient(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('two patients race for one slot: one books it, the other is told and sees fresh times', async ({
  browser,
}) => {
  const a = await patient(browser);
  const b = await patient(browser);
  try {
    const clinic = await clinicFor(a.page.request, 'us-thyroid', 2);
    await a.page.goto(`/booking/us-thyroid?selectedClinic=${clinic.id}`);
    const first = await firstFreeSlot(a.page);
    // The other patient opens the same week with a key of their own.
    const url = new URL(a.page.url());
    url.searchParams.delete('bookingKey');
    await b.page.goto(url.toString());
    const sameSlot = b.page
      .getByRole('region', { name: first.day })
      .getByRole('button', { name: first.time, exact: true });
    await expect(sameSlot).toBeVisible();

    await first.slot.click();
    await expect(first.slot).toHaveAttribute('aria-pressed', 'true');
    // The refused reservation is the point of the test; the browser logs its 409.
    allowConsoleErrors(b.page, [/status of 409 .*\[at http:\/\/[^\]]+\/api\/slot_reservations\]/]);
    await sameSlot.click();
    const modal = b.page.getByRole('alertdialog', { name: 'This time is no longer available' });
    await expect(modal).toBeVisible();
    await expectAccessible(b.page, 'slot conflict modal');
    await modal.getByRole('button', { name: 'Choose another time' }).click();
    await expect(modal).toHaveCount(0);
    await expect(b.page).not.toHaveURL(/startTime=/);
    await expect(sameSlot).toHaveCount(0);

    await fillDetails(a.page, uniqueEmail('race'));
    await a.page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(a.page.getByRole('heading', { level: 1, name: 'Your appointment is booked' })).toBeVisible();
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('from the home page through the clinic finder to a booking', async ({ freshPage: page }) => {
  await page.goto('/');
  await page.getByLabel('Search procedures').fill('knee mri');
  await page.getByRole('button', { name: /MRI Knee/ }).click();
  await page.getByRole('radio', { name: 'Melbourne' }).check();
  await page
    .getByRole('list', { name: 'Clinics' })
    .getByRole('button', { name: 'Book at Collins Street Imaging' })
    .click();
  await expect(page).toHaveURL(/\/booking\/mri-knee\?/);
  // An MRI is only booked after its safety questionnaire (answers that keep it bookable online).
  await answerMriSafety(page, 'No');
  await expect(page.getByRole('heading', { level: 2, name: 'Collins Street Imaging' })).toBeVisible();
  const { slot } = await firstFreeSlot(page);
  await slot.click();
  await fillDetails(page, uniqueEmail('home'));
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is booked' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Collins Street Imaging' })).toBeVisible();
});
