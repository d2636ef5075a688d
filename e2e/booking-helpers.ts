import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Steps the booking specs share (booking-journey, booking-questionnaires). */

export async function clinicFor(request: APIRequestContext, examSlug: string, index = 0) {
  const response = await request.get(`/api/clinics?examSlug=${examSlug}`);
  expect(response.ok()).toBe(true);
  const clinics = (await response.json()) as { id: number; name: string }[];
  expect(clinics.length, `a clinic offers ${examSlug}`).toBeGreaterThan(index);
  return clinics[index] as { id: number; name: string };
}

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * The free times of the slot picker's week view (in `within`, a dialog say), moving on a week while
 * the shown one has none: late in the week, and at weekends, the current week's times are over.
 * `nextWeek` presses the button, by a click unless a keyboard-only spec moves there itself.
 */
export async function freeTimesOfAWeek(
  page: Page,
  within: Page | Locator = page,
  nextWeek: (button: Locator) => Promise<void> = (button) => button.click(),
) {
  const slots = within.locator('.week-view button.slot-button');
  for (let week = 0; week < 4; week += 1) {
    await expect(page.getByRole('status').filter({ hasText: 'Loading available times' })).toHaveCount(0);
    await expect(within.locator('.week-view')).toBeVisible();
    if ((await slots.count()) > 0) break;
    await nextWeek(within.getByRole('button', { name: 'Next week' }));
  }
  await expect(slots.first()).toBeVisible();
  return slots;
}

/** The first free time of the week view, moving on a week while the shown one is full. */
export async function firstFreeSlot(page: Page) {
  const slot = (await freeTimesOfAWeek(page)).first();
  const day = await slot.locator('xpath=ancestor::section[1]').getAttribute('aria-label');
  return { slot, day: day as string, time: (await slot.textContent()) as string };
}

export async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Title').selectOption('Ms');
  await page.getByLabel('First name').fill('Jane');
  await page.getByLabel('Last name').fill('Citizen');
  await page.getByLabel('Date of birth').fill('1984-07-21');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contact number').fill('0412345678');
  await page.getByLabel('Postcode').fill('2000');
}

const question = (page: Page, name: string) => page.locator(`[data-name="${name}"]`);

/** Picks a choice of a SurveyJS question by its visible label. */
export const choose = (page: Page, name: string, label: string) =>
  question(page, name).getByText(label, { exact: true }).click();

/** Answers the seeded MRI safety questionnaire; `pacemaker` decides whether it becomes an enquiry. */
export async function answerMriSafety(page: Page, pacemaker: 'Yes' | 'No') {
  const dialog = page.getByRole('dialog', { name: 'MRI safety questionnaire' });
  await expect(dialog).toBeVisible();
  await choose(page, 'pacemaker', pacemaker);
  await choose(page, 'implants', 'No');
  await choose(page, 'pregnant', 'No');
  await choose(page, 'claustrophobia', 'No');
  await question(page, 'weight').locator('input').fill('82');
  await dialog.getByRole('button', { name: 'Submit answers' }).click();
  await expect(dialog).toHaveCount(0);
}
