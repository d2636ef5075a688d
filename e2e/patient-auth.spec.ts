import type { APIRequestContext, Page } from '@playwright/test';
import { bookNextAvailable } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { emailedCode } from './outbox';

/**
 * Patient authentication (§4): a booking made through the real API, then its link opened: date of
 * birth, the emailed code from the development outbox, and arrival at the return address; wrong codes
 * until the deny page. Axe on the page and on each modal.
 */

const DOB = '1979-03-08';
const uniqueEmail = () => `auth.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const book = (request: APIRequestContext, email: string, examSlug: string) =>
  bookNextAvailable(request, { email, dateOfBirth: DOB, firstName: 'Ada', lastName: 'Lovelace' }, examSlug);

async function enterDateOfBirth(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm your identity' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Date of birth').fill(DOB);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

test('a patient opens the link, proves the date of birth and the emailed code, and arrives', async ({
  freshPage: page,
}) => {
  const email = uniqueEmail();
  const { bookingKey } = await book(page.request, email, 'ct-brain');
  const returnUrl = `/appointments/${bookingKey}`;
  await page.goto(
    `/authentication?bookingKey=${bookingKey}&type=APPOINTMENT&returnUrl=${encodeURIComponent(returnUrl)}`,
  );

  const dobDialog = page.getByRole('dialog', { name: 'Confirm your identity' });
  await expect(dobDialog).toBeVisible();
  await expect(dobDialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expectAccessible(page, 'date-of-birth modal');
  await enterDateOfBirth(page);

  const codeDialog = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(codeDialog).toBeVisible();
  await expect(codeDialog.getByText(/We sent a code to/)).toBeVisible();
  await expect(codeDialog.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  await expectAccessible(page, 'one-time-code modal');
  const code = await emailedCode(page.request, email);
  await codeDialog.getByLabel('6-digit code').fill(code);
  await codeDialog.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(new RegExp(`${returnUrl}$`));
  const session = await page.request.get('/api/authentication');
  expect(await session.json()).toMatchObject({
    authenticated: true,
    scopes: [{ bookingKey, type: 'APPOINTMENT' }],
  });
});

test('wrong codes end on the deny page with the max-attempts message', async ({ freshPage: page }) => {
  const email = uniqueEmail();
  const { bookingKey } = await book(page.request, email, 'mri-knee');
  await page.goto(
    `/authentication?bookingKey=${bookingKey}&type=APPOINTMENT&returnUrl=/appointments/${bookingKey}`,
  );
  await enterDateOfBirth(page);
  const right = await emailedCode(page.request, email);
  const wrong = right === '000000' ? '000001' : '000000';

  const codeDialog = page.getByRole('dialog', { name: 'Enter your code' });
  for (let attempt = 0; attempt < 10; attempt++) {
    if (page.url().includes('/deny')) break;
    await expect(codeDialog).toBeVisible();
    await codeDialog.getByLabel('6-digit code').fill(wrong);
    await codeDialog.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByRole('alert').or(page.getByRole('heading', { name: 'Too many attempts' })),
    ).toBeVisible();
  }
  await expect(page).toHaveURL(/\/deny\?maxAttempts=true/);
  await expect(page.getByRole('heading', { level: 1, name: 'Too many attempts' })).toBeVisible();
  await expectAccessible(page, 'deny page');
});

test('the authentication page explains an incomplete link and is accessible', async ({ freshPage: page }) => {
  await page.goto('/authentication?type=APPOINTMENT');
  await expect(page.getByText('This link is incomplete.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'authentication page');
});
