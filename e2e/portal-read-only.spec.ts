import type { Page } from '@playwright/test';
import { bookAtStaffClinic, openAsClinicStaff } from './admin-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { book, signIn, uniqueEmail } from './portal-helpers';

const BADGE = 'Read-only access: you can view but not change anything.';
const CHANGE_ACTIONS = ['Cancel appointment', 'Reschedule', 'Confirm I will attend', 'Decline appointment'];

/** The portal shows the appointment, the read-only badge, and none of its change actions. */
async function expectReadOnlyPortal(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: BADGE })).toBeVisible();
  for (const name of CHANGE_ACTIONS) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Give consent' })).toHaveCount(0);
  await expect(page.getByLabel('File', { exact: true })).toHaveCount(0);
}

/** §2, §6, issue 14 item 2: staff look at the patient's portal as the patient sees it, and change nothing. */
test('clinic staff open the patient portal read-only from the appointment page', async ({
  freshPage: page,
}) => {
  const lastName = `Viewed${Date.now() % 100000}`;
  const { clinic, day, bookingKey } = await bookAtStaffClinic(page.request, 'us-abdomen', {
    firstName: 'Vera',
    lastName,
    dateOfBirth: '1966-02-14',
    email: uniqueEmail(),
  });
  await openAsClinicStaff(page, `/admin/appointments?clinic=${clinic.id}&date=${day}`);
  await page.getByRole('link', { name: `Vera ${lastName}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment' })).toBeVisible();
  await expectAccessible(page, 'appointment page with the portal view action');

  await page.getByRole('button', { name: "Open the patient's portal view (read-only)" }).click();
  await page.waitForURL((url) => url.pathname === `/appointments/${bookingKey}`);
  await expectReadOnlyPortal(page);
  await expectAccessible(page, 'read-only portal of a staff view');

  // The server refuses changes from this browser's session whatever the page offers.
  const list = await page.request.get(`/api/secured/appointments/booking_key/${bookingKey}`);
  const { appointments, readOnly } = (await list.json()) as {
    appointments: { slug: string }[];
    readOnly: string;
  };
  expect(readOnly).toBe('STAFF_VIEW');
  const cancel = await page.request.post(`/api/secured/appointments/${appointments[0]?.slug}/cancel`, {
    data: { reason: 'Other' },
  });
  expect(cancel.status()).toBe(403);
  expect((await cancel.json()).message).toBe('message.access_read_only');
});

/** §2, §6: a cancelled booking may still be looked at by its patient, and not changed. */
test('a patient sees a cancelled booking read-only', async ({ freshPage: page }) => {
  const email = uniqueEmail();
  const { bookingKey } = await book(page.request, email);
  await page.goto(`/appointments/${bookingKey}`);
  await signIn(page, email);
  await expect(page.getByRole('button', { name: 'Cancel appointment' })).toBeVisible();
  await expect(page.getByText(BADGE)).toHaveCount(0);

  // Cancelled from another tab of the same session.
  const list = await page.request.get(`/api/secured/appointments/booking_key/${bookingKey}`);
  const slug = ((await list.json()) as { appointments: { slug: string }[] }).appointments[0]?.slug;
  const cancelled = await page.request.post(`/api/secured/appointments/${slug}/cancel`, {
    data: { reason: 'Feeling better' },
  });
  expect(cancelled.status()).toBe(200);

  await page.reload();
  await expectReadOnlyPortal(page);
  await expectAccessible(page, 'read-only portal of a cancelled booking');
  const again = await page.request.post(`/api/secured/appointments/${slug}/confirm`);
  expect(again.status()).toBe(403);
});
