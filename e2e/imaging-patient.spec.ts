import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';
import { emailedCode, newestMessage } from './outbox';

/**
 * Patients' images (issue 15): the seeded demo patient finds a past appointment from the portal home
 * (date of birth, captcha, emailed code), opens its results and "View images"; shares the results;
 * the recipient signs in with their own code and sees the images too; the patient revokes the share
 * and the recipient's viewer stops. Axe on every page and modal.
 */

/** The synthetic demo patient of the seed (apps/server/src/modules/imaging/imaging.seed.ts). */
const DEMO_PATIENT = { email: 'patient@demo.example', dateOfBirth: '1970-01-01' };

/** The viewer has drawn a decoded image from the proxy, not a broken one. */
async function expectImageDrawn(page: Page) {
  const image = page.getByTestId('viewer-image');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test('a patient views images from the results page, a share recipient too, until the share is revoked', async ({
  freshPage: page,
  browser,
}) => {
  test.setTimeout(120_000);
  const friend = `images.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

  await page.goto('/appointments');
  await page.getByLabel('Date of birth').fill(DEMO_PATIENT.dateOfBirth);
  await page.getByLabel('Email', { exact: true }).fill(DEMO_PATIENT.email);
  await page.getByLabel('I am not a robot').check();
  await expect(page.getByRole('status').filter({ hasText: /verified/i })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('Code').fill(await emailedCode(page.request, DEMO_PATIENT.email));
  await page.getByRole('button', { name: 'Show my bookings' }).click();
  const appointments = page.getByRole('region', { name: 'Appointments' });
  await expect(appointments.getByRole('link').first()).toBeVisible();
  await appointments.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/appointments\/[\w-]+$/);
  const bookingKey = new URL(page.url()).pathname.split('/').pop() as string;

  await page.goto(`/appointments/${bookingKey}/result`);
  await expect(page.getByRole('heading', { name: 'Your results', level: 1 })).toBeVisible();
  const viewImages = page.getByRole('button', { name: 'View images' });
  await expect(viewImages).toBeVisible();
  await expectAccessible(page, 'result page with images');
  await viewImages.click();
  await expect(page).toHaveURL(/\/imaging\/viewer\/[\w-]+\.[\w-]+$/);
  await expectImageDrawn(page);
  await expectAccessible(page, 'patient image viewer');

  // Back on the results page, the patient shares them by email.
  await page.goto(`/appointments/${bookingKey}/result`);
  await page.getByRole('button', { name: 'Share results' }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Share your results' });
  await shareDialog.getByLabel('Email address or phone number').fill(friend);
  await shareDialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(shareDialog).toBeHidden();

  // The recipient, in a browser of their own, opens the invitation and proves it with their own code.
  const invitation = await newestMessage(page.request, friend, (e) => e.template === 'share_invitation');
  const recipientContext = await browser.newContext();
  const recipient = await recipientContext.newPage();
  await recipient.goto(/(\/authentication\?\S+)/.exec(invitation.text)?.[1] ?? '');
  const dobDialog = recipient.getByRole('dialog', { name: 'Confirm your identity' });
  await dobDialog.getByLabel('Date of birth').fill(DEMO_PATIENT.dateOfBirth);
  await dobDialog.getByRole('button', { name: 'Continue' }).click();
  const codeDialog = recipient.getByRole('dialog', { name: 'Enter your code' });
  await codeDialog.getByLabel('6-digit code').fill(await emailedCode(recipient.request, friend));
  await codeDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(recipient.getByRole('heading', { name: 'Results shared with you' })).toBeVisible();
  await expectAccessible(recipient, 'shared result page with images');
  await recipient.getByRole('button', { name: 'View images' }).click();
  await expect(recipient).toHaveURL(/\/imaging\/viewer\//);
  await expectImageDrawn(recipient);
  await expectAccessible(recipient, 'recipient image viewer');
  const frame = (await recipient.getByTestId('viewer-image').getAttribute('src')) as string;
  expect((await recipient.request.get(frame)).status()).toBe(200);

  // The patient revokes: the recipient's very next image request is refused, and the viewer says so.
  await page.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke access?' })
    .getByRole('button', { name: 'Revoke access' })
    .click();
  await expect(page.getByText(/^Revoked /)).toBeVisible();
  const revokedAt = Date.now();
  expect((await recipient.request.get(frame)).status()).toBe(404);
  expect(Date.now() - revokedAt).toBeLessThan(1000);

  // The refused viewer calls are how the page learns of the revocation; the browser logs their 404s.
  allowConsoleErrors(recipient, [/status of 404 .*\/api\/imaging\/viewer\//]);
  await recipient.reload();
  await expect(recipient.getByRole('alert')).toBeVisible();
  await expect(recipient.getByTestId('viewer-image')).toHaveCount(0);
  await expectAccessible(recipient, 'revoked image viewer');
  await recipientContext.close();
});
