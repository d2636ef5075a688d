import type { Page } from '@playwright/test';
import { clinicFor, fillDetails, firstFreeSlot, uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { tabTo } from './keyboard';

/**
 * Issue 36 item 9 (WCAG 2.4.3): a keyboard or screen reader user who moves to another page lands on
 * that page's heading, which the screen reader then reads, instead of on <body> (from where the next
 * Tab starts at the skip link, and nothing says the page changed).
 */

/** The element that has the focus, described for a failure message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40)}` : 'none';
  });

test('choosing an exam with the keyboard moves the focus to the clinic page heading', async ({
  freshPage: page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a scan' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'One procedure' })).toBeVisible();
  await tabTo(page, page.getByLabel('Search procedures'));
  await page.keyboard.type('knee mri');
  await expect(page.getByText('Procedures found: 1')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /MRI Knee/ }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/select-clinic\/mri-knee\?/);
  const heading = page.getByRole('heading', { level: 1, name: 'Choose a clinic' });
  await expect(heading, `focus is on ${await focused(page)}`).toBeFocused();
  await expectAccessible(page, 'clinic page with the focus on its heading');
  // The next Tab goes on into the page, not back to the skip link and the header.
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
});

test('confirming a booking with the keyboard moves the focus to the confirmation heading', async ({
  freshPage: page,
}) => {
  // An exam and clinic of its own: the booking specs run beside this one and take the first free times.
  const clinic = await clinicFor(page.request, 'us-shoulder', 2);
  await page.goto(`/booking/us-shoulder?selectedClinic=${clinic.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your appointment' })).toBeVisible();
  const { slot } = await firstFreeSlot(page);
  await slot.focus();
  await page.keyboard.press('Enter');
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await fillDetails(page, uniqueEmail('route-focus'));
  await page.getByRole('button', { name: 'Confirm booking' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/[\w-]+\/appointments\/[\w-]{22,}$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Your appointment is booked' });
  await expect(heading).toBeVisible();
  await expect(heading, `focus is on ${await focused(page)}`).toBeFocused();
  await expectAccessible(page, 'confirmation with the focus on its heading');
});

test('moving to the next week with the keyboard keeps the focus on the button, though the address changes', async ({
  freshPage: page,
}) => {
  const clinic = await clinicFor(page.request, 'us-shoulder', 2);
  await page.goto(`/booking/us-shoulder?selectedClinic=${clinic.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your appointment' })).toBeVisible();
  await expect(page.locator('.week-view')).toBeVisible();
  const nextWeek = page.getByRole('button', { name: 'Next week' });
  await tabTo(page, nextWeek);
  const before = page.url();
  await page.keyboard.press('Enter');
  // The week is in the path (/booking/{exam}/{week}): the same page, so the focus is left alone.
  await expect.poll(() => page.url()).not.toBe(before);
  await expect(page.getByRole('status').filter({ hasText: 'Loading available times' })).toHaveCount(0);
  await expect(nextWeek, `focus is on ${await focused(page)}`).toBeFocused();
});
