import { adminHeaders } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { holdRequests, requestedPaths } from './held-requests';
import { book, signIn, uniqueEmail } from './portal-helpers';

/**
 * Issue 17, §4 patient change requests: from the appointment confirmation page a patient who has not
 * proved the booking signs in, comes back with the form open, sends the change (origin
 * APPOINTMENT_CONFIRMATION), and the success dialog closes onto the confirmation page.
 */
test('a patient asks for a details change from the confirmation page and returns to it', async ({
  freshPage: page,
}) => {
  const email = uniqueEmail();
  const { bookingKey, confirmationPath } = await book(page.request, email);
  await page.goto(confirmationPath);
  await expect(page.getByText('Thank you, Grace.')).toBeVisible();
  await page.getByRole('link', { name: 'Request a change to my details' }).click();
  await expect(page).toHaveURL(/\/authentication\?/);
  await signIn(page, email);

  const change = page.getByRole('dialog', { name: 'Change my details' });
  await expect(change).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === new URL(confirmationPath, url).pathname);
  await expectAccessible(page, 'change request from the confirmation page');
  await change.getByLabel('Last name').fill('Hopper-Lee');
  await change.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('dialog', { name: 'Request sent' });
  await expect(sent).toContainText('Thank you. We will update your details and confirm by email.');
  await expectAccessible(page, 'change request sent from the confirmation page');
  await sent.getByRole('button', { name: 'Close' }).click();
  await expect(sent).toBeHidden();
  await expect(page.getByText('Thank you, Grace.')).toBeVisible();
  // Taken once: the address no longer asks for the form, so a reload does not open it again.
  expect(new URL(page.url()).searchParams.has('changeDetails')).toBe(false);

  // Staff find it in their queue with the origin it was sent from.
  const queue = await page.request.get(
    `/api/admin/patient_change_requests?search=${encodeURIComponent(bookingKey)}`,
    { headers: await adminHeaders(page.request) },
  );
  expect(queue.status(), await queue.text()).toBe(200);
  const { items } = (await queue.json()) as { items: { origin: string; bookingKey: string }[] };
  expect(items).toEqual([expect.objectContaining({ origin: 'APPOINTMENT_CONFIRMATION', bookingKey })]);
});

test('a confirmation asks for its booking and required questionnaires while its own code loads, once each', async ({
  freshPage: page,
}) => {
  const { bookingKey, confirmationPath } = await book(page.request, uniqueEmail());
  const asked = requestedPaths(page, [`/api/appointments/${bookingKey}/confirmation`, '/api/questionnaires']);
  // The page's chunk is held, so only the entry module can have asked.
  const releasePage = await holdRequests(page, /\/assets\/AppointmentConfirmationPage-[^/]+\.js$/);
  await page.goto(confirmationPath, { waitUntil: 'commit' });
  await expect
    .poll(() => [...asked].sort())
    .toEqual([`/api/appointments/${bookingKey}/confirmation`, '/api/questionnaires']);

  releasePage();
  await expect(page.getByText('Thank you, Grace.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(2);
  await expectAccessible(page, 'confirmation after its early calls');
});
