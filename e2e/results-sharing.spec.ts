import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, bookNextAvailable } from './api-helpers';
import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';
import { emailedCode, newestMessage } from './outbox';

/**
 * Results and sharing (issue 4): staff attach a report, the patient opens results with date of
 * birth and the emailed code, shares them by email; the recipient opens the invitation, proves the
 * patient's date of birth with a code sent to their own address and sees the report; the patient
 * revokes and the recipient's next visit ends on the revoked deny page. Axe on every page and modal.
 */

const DOB = '1968-11-23';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
const unique = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const book = (request: APIRequestContext, email: string, examSlug: string) =>
  bookNextAvailable(request, { email, dateOfBirth: DOB, firstName: 'Grace', lastName: 'Hopper' }, examSlug);

/** The sign-in path in the newest share invitation sent to an address. */
async function invitationLink(request: APIRequestContext, to: string) {
  const invitation = await newestMessage(request, to, (e) => e.template === 'share_invitation');
  return /(\/authentication\?\S+)/.exec(invitation.text)?.[1] ?? '';
}

/** Date of birth, then the code emailed to `codeTo`; axe on both modals when asked. */
async function signIn(page: Page, codeTo: string, checkAxe: boolean) {
  const dobDialog = page.getByRole('dialog', { name: 'Confirm your identity' });
  await expect(dobDialog).toBeVisible();
  if (checkAxe) await expectAccessible(page, 'date-of-birth modal');
  await dobDialog.getByLabel('Date of birth').fill(DOB);
  await dobDialog.getByRole('button', { name: 'Continue' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(codeDialog).toBeVisible();
  if (checkAxe) await expectAccessible(page, 'one-time-code modal');
  const code = await emailedCode(page.request, codeTo);
  await codeDialog.getByLabel('6-digit code').fill(code);
  await codeDialog.getByRole('button', { name: 'Verify' }).click();
}

test('share results, open them as the recipient with their own code, revoke, see the revoked page', async ({
  freshPage: page,
  browser,
}) => {
  const email = unique('results');
  const friend = unique('friend');
  const { bookingKey } = await book(page.request, email, 'mri-knee');
  const attached = await page.request.post('/api/admin/results/reports', {
    headers: await adminHeaders(page.request),
    data: { bookingKey, fileName: 'knee-report.pdf', pdfBase64: PDF },
  });
  expect(attached.status(), await attached.text()).toBe(201);

  // The report is visible at once (no release delay): the patient is told, with a link to the results.
  const ready = await newestMessage(page.request, email, (e) => e.template === 'results_ready');
  expect(ready.subject).toBe('Your MRI Knee results are ready');
  const resultsLink = /(https?:\/\/\S+\/result)\b/.exec(ready.text)?.[1] ?? '';
  expect(new URL(resultsLink).pathname).toBe(`/appointments/${bookingKey}/result`);

  // The link, without a session: sign-in first (no failed results call), then the results.
  await page.goto(resultsLink);
  await expect(page).toHaveURL(/\/authentication\?/);
  await signIn(page, email, false);
  await expect(page).toHaveURL(new RegExp(`/appointments/${bookingKey}/result$`));
  await expect(page.getByRole('heading', { name: 'Your results', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download report' })).toBeVisible();
  await expectAccessible(page, 'result page');

  await page.getByRole('button', { name: 'Share results' }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Share your results' });
  await expect(shareDialog).toBeVisible();
  await shareDialog.getByLabel('Email address or phone number').fill('not-an-address');
  await shareDialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(shareDialog.getByRole('alert')).toHaveText('Enter a valid email address or phone number.');
  await expectAccessible(page, 'share modal');
  await shareDialog.getByLabel('Email address or phone number').fill(friend);
  await shareDialog.getByLabel('Their name (optional)').fill('Daniel');
  await shareDialog.getByLabel('Note (optional)').fill('My knee results');
  await expect(shareDialog.getByText('15 of 150 characters')).toBeVisible();
  await shareDialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(shareDialog).toBeHidden();
  await expect(page.getByText(`Daniel (${friend})`)).toBeVisible();

  // The recipient, in a browser of their own, opens the invitation link.
  const invitation = await invitationLink(page.request, friend);
  const recipientContext = await browser.newContext();
  const recipient = await recipientContext.newPage();
  await recipient.goto(invitation);
  await expect(recipient.getByText('Please enter the date of birth of the patient.')).toBeVisible();
  await signIn(recipient, friend, true);
  await expect(recipient.getByRole('heading', { name: 'Results shared with you' })).toBeVisible();
  await expect(recipient.getByRole('button', { name: 'Share results' })).toHaveCount(0);
  await expectAccessible(recipient, 'shared result page');

  // The patient revokes; the recipient's next visit is refused.
  await page.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke access?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'revoke confirmation');
  await confirm.getByRole('button', { name: 'Revoke access' }).click();
  await expect(page.getByText(/^Revoked /)).toBeVisible();

  // The refused results call is how the page learns of the revocation; the browser logs its 403.
  allowConsoleErrors(recipient, [/status of 403 .*\[at http:\/\/[^\]]+\/api\/secured\/results\/[\w-]+\]/]);
  await recipient.reload();
  await expect(recipient).toHaveURL(/\/deny\?revoked=true/);
  await expect(recipient.getByRole('heading', { name: 'Access revoked' })).toBeVisible();
  await expectAccessible(recipient, 'revoked deny page');
  // A new sign-in with the link ends there too.
  await recipient.goto(invitation);
  await recipient
    .getByRole('dialog', { name: 'Confirm your identity' })
    .getByLabel('Date of birth')
    .fill(DOB);
  await recipient.getByRole('button', { name: 'Continue' }).click();
  await expect(recipient).toHaveURL(/\/deny\?revoked=true/);
  await recipientContext.close();
});

test('the email preview page shows a translated template', async ({ freshPage: page }) => {
  // Playwright's own scripts, looking into the frame, are what its sandbox blocks; the page runs none there.
  allowConsoleErrors(page, [
    /^console error: Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
  ]);
  await page.goto('/preview-email?template=results_ready&lang=en-AU');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/results are ready/);
  await expect(page.frameLocator('iframe').getByText('Your results are ready')).toBeVisible();
  // axe cannot run inside a frame where scripts are off (it waits for the frame forever): the page is
  // checked around it, the frame element (title) included.
  await expectAccessible(page, { context: 'email preview', iframes: false });
});
