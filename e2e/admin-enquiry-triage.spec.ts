import type { Page } from '@playwright/test';
import { openAsClinicStaff, staffClinicOffering } from './admin-helpers';
import { fillDetails, freeTimesOfAWeek, uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { newestMessage } from './outbox';

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, matches: (element: Element) => boolean, what: string, limit = 120) {
  const test = matches.toString();
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    // biome-ignore lint/security/noGlobalEval: the predicate is this file's own code, run in the page.
    const found = await page.evaluate((source) => eval(source)(document.activeElement), test);
    if (found) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

/**
 * Issue 14: an enquiry sent through the public API is triaged by clinic staff, keyboard only, into an
 * appointment; the patient gets the enquiry's confirmation and then the appointment's.
 */
test('clinic staff convert an enquiry into an appointment with the keyboard only', async ({
  freshPage: page,
}) => {
  // Sent as the public site sends it (POST /api/booking_requests under an issued key). An exam staff
  // can book online: the slot picker lists only online-bookable exams' free times.
  const clinic = await staffClinicOffering(page.request, 'us-abdomen');
  const email = uniqueEmail('triage');
  const key = await page.request.post('/api/booking_keys');
  const { bookingKey } = (await key.json()) as { bookingKey: string };
  const sent = await page.request.post('/api/booking_requests', {
    data: {
      examSlugs: ['us-abdomen'],
      clinicId: clinic.id,
      bookingKey,
      patient: {
        firstName: 'Jane',
        lastName: 'Citizen',
        dateOfBirth: '1984-07-21',
        email,
        contactNumber: '0412345678',
      },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await newestMessage(page.request, email, (entry) => entry.template === 'booking_request_confirmation');

  await openAsClinicStaff(page, '/admin');
  // The home counts enquiries per state.
  await expect(page.getByRole('link', { name: /^New: \d+/ })).toBeVisible();
  await page.goto(`/admin/booking-requests?state=NEW&search=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking requests' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^New \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  const row = page.getByRole('link', { name: 'Jane Citizen' });
  await expect(row).toHaveCount(1);
  await expectAccessible(page, 'enquiry queue');

  // From here on, the keyboard only.
  await tabTo(page, (el) => el.textContent === 'Jane Citizen' && el.tagName === 'A', 'the enquiry link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
  const isNextWeek = (el: Element) => el.textContent === 'Next week' && el.tagName === 'BUTTON';
  // Two weeks on: other specs running beside this one book at this clinic in the next 8 days
  // (bookAtStaffClinic, at random), and one of them took this week's last slot now and then.
  await tabTo(page, isNextWeek, 'the next week');
  for (let week = 0; week < 2; week += 1) {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Loading available times' })).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next week');
  }
  await freeTimesOfAWeek(page, page, async () => {
    await tabTo(page, isNextWeek, 'the next week');
    await page.keyboard.press('Enter');
  });
  await expectAccessible(page, 'enquiry detail');
  // The week's last free slot: the specs that book through the pages take the first ones.
  await tabTo(
    page,
    (el) => {
      const slots = document.querySelectorAll('.week-view button.slot-button');
      return el === slots[slots.length - 1];
    },
    'the last free slot',
    400,
  );
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Chosen: /)).toBeVisible();
  await tabTo(page, (el) => el.textContent === 'Book this time', 'the book button');
  await page.keyboard.press('Enter');

  await expect(page.getByText('This enquiry is booked.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the appointment' })).toBeVisible();
  await expect(page.getByText('Booked', { exact: true })).toBeVisible();
  await newestMessage(page.request, email, (entry) => entry.template === 'appointment_confirmation');
  await expectAccessible(page, 'booked enquiry');
});

test('clinic staff log a call and close an enquiry sent from the public site with a reason', async ({
  freshPage: page,
}) => {
  const clinic = await staffClinicOffering(page.request, 'ct-colonography');
  const email = uniqueEmail('triage-close');
  await page.goto(`/booking/ct-colonography?selectedClinic=${clinic.id}`);
  await fillDetails(page, email);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your enquiry has been sent' })).toBeVisible();

  await openAsClinicStaff(page, `/admin/booking-requests?search=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Jane Citizen' }).click();
  await page.getByRole('button', { name: 'Log a call' }).click();
  const call = page.getByRole('dialog', { name: 'Log a call' });
  await call.getByLabel('No answer').check();
  await call.getByLabel('Note (optional)').fill('Rang twice.');
  await expectAccessible(page, 'log call dialog');
  await call.getByRole('button', { name: 'Save the call' }).click();
  await expect(page.getByText(/No answer — Rang twice\./)).toBeVisible();
  await expect(page.getByText('Contacted', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Close the enquiry' }).click();
  const close = page.getByRole('dialog', { name: 'Close the enquiry' });
  await close
    .getByLabel('Reason (the patient reads it)')
    .fill('We do not offer this exam for your referral.');
  await expectAccessible(page, 'close dialog');
  await close.getByRole('button', { name: 'Close the enquiry' }).click();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByText('We do not offer this exam for your referral.')).toBeVisible();
});

test('clinic staff book an enquiry-only exam sent without a clinic: they choose the clinic, then a slot', async ({
  freshPage: page,
}) => {
  // Issue 36 item 1: /booking/ct-colonography never asks for a clinic, so the enquiry has none.
  const clinic = await staffClinicOffering(page.request, 'ct-colonography');
  const email = uniqueEmail('triage-no-clinic');
  await page.goto('/booking/ct-colonography');
  await fillDetails(page, email);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your enquiry has been sent' })).toBeVisible();

  await openAsClinicStaff(page, `/admin/booking-requests?search=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Jane Citizen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
  // Only the staff member's clinics that do the exam are offered.
  const clinicChoice = page.getByLabel('Clinic', { exact: true });
  await expect(clinicChoice.locator('option', { hasText: clinic.name })).toHaveCount(1);
  await clinicChoice.selectOption({ label: clinic.name });
  const slots = await freeTimesOfAWeek(page);
  await expectAccessible(page, 'enquiry without a clinic, clinic chosen');
  // The week's last free slot: the specs that book through the pages take the first ones.
  await slots.last().click();
  await expect(page.getByText(/^Chosen: /)).toBeVisible();
  await page.getByRole('button', { name: 'Book this time' }).click();

  await expect(page.getByText('This enquiry is booked.')).toBeVisible();
  await expect(page.getByText('Booked', { exact: true })).toBeVisible();
  // The enquiry now names the clinic it was booked at.
  await expect(page.locator('.admin-details').getByText(clinic.name)).toBeVisible();
  await page.getByRole('link', { name: 'Open the appointment' }).click();
  await expect(page.getByText('Colonography').first()).toBeVisible();
  await newestMessage(page.request, email, (entry) => entry.template === 'appointment_confirmation');
});
