import type { Page } from '@playwright/test';
import { openAsClinicStaff } from './admin-helpers';
import { firstFreeSlot } from './booking-helpers';
import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';

/**
 * Issue 39 "Mobile vans" (§7 mobile locations), by keyboard: a patient picks a day at the imaging
 * van and is told where it stands that day; the admin plans the van's stop for that day from the
 * catalogue (a stop closing before it opens is refused beside the field), the patient then sees the
 * place, and the admin removes it again. The demo clinic staff, who do not work at the van, find
 * its stops "not found".
 */

const press = async (page: Page, locator: ReturnType<Page['getByRole']>, key = 'Enter') => {
  await locator.focus();
  await page.keyboard.press(key);
};

test('the admin plans where the van stands on a day, and the patient booking that day sees it', async ({
  freshPage: page,
  browser,
}) => {
  const { mobileLocations } = (await (await page.request.get('/api/mobile_locations')).json()) as {
    mobileLocations: { id: number; name: string; slug: string }[];
  };
  const van = mobileLocations.find((m) => m.slug === 'mobile-van-western-sydney') as {
    id: number;
    name: string;
  };
  expect(van, 'the seeded van').toBeDefined();
  // The database is shared by every run: a place name of this run's own.
  const place = `Showground gate ${Date.now().toString(36)}`;

  // The patient picks the van's first free ultrasound time (mobile-locations.spec books its first
  // X-ray time meanwhile): the page says where the van is that day.
  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  await patient.goto(`/booking/us-abdomen?mobileLocationId=${van.id}`);
  await expect(patient.getByRole('heading', { level: 2, name: van.name })).toBeVisible();
  const { slot } = await firstFreeSlot(patient);
  await press(patient, slot);
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  const date = new URL(patient.url()).searchParams.get('date') as string;
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const dayNotice = patient.locator('.van-stop-of-day');
  await expect(dayNotice.getByText(/^(On .* the van stands at|Where the van stands on)/)).toBeVisible();

  // The admin opens the van's stops from its catalogue row.
  await openAsClinicStaff(page, '/admin/catalog', 'admin');
  await press(page, page.getByRole('link', { name: `Stops of ${van.name}` }));
  await expect(page.getByRole('heading', { level: 1, name: `Stops of ${van.name}` })).toBeVisible();
  await expectAccessible(page, 'van stops');

  await press(page, page.getByRole('button', { name: 'Plan a stop' }));
  const form = page.getByRole('form', { name: 'New stop' });
  await form.getByLabel('Day').fill(date);
  await form.getByLabel('Place').fill(place);
  await form.getByLabel('Address').fill('Ransley Street gate, Penrith Showground');
  await form.getByLabel('Latitude').fill('-33.7571');
  await form.getByLabel('Longitude').fill('150.6848');
  await form.getByLabel('Opens').fill('14:00');
  await form.getByLabel('Closes').fill('09:00');
  allowConsoleErrors(page, [/400 \(Bad Request\) \[at [^\]]*\/api\/admin\/clinics\/\d+\/stops\//]);
  await form.getByLabel('Place').press('Enter');
  await expect(form.getByLabel('Closes')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('The end must be after the start.')).toBeVisible();
  await expectAccessible(page, 'van stop form with a refusal');
  await form.getByLabel('Closes').fill('15:30');
  await press(page, form.getByRole('button', { name: 'Save' }));
  const row = page.getByRole('row', { name: new RegExp(place) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('14:00–15:30');
  await expect(page.getByText(/^The stop of .* is saved\.$/)).toBeVisible();

  // The patient, coming back to the page, is told the place of the day they picked.
  await patient.reload();
  await expect(dayNotice).toContainText(
    `the van stands at ${place}, Ransley Street gate, Penrith Showground, from 14:00 to 15:30.`,
  );
  await expectAccessible(patient, 'booking at the van with its stop of the day');

  // The admin removes the stop; the patient's day is unpublished again.
  await press(page, row.getByRole('button', { name: /^Remove / }));
  await expect(page.getByRole('row', { name: new RegExp(place) })).toHaveCount(0);
  await expect(page.getByText(/^The stop of .* is removed\.$/)).toBeVisible();
  await patient.reload();
  await expect(dayNotice).toContainText('is not published yet');
  await patientContext.close();

  // The demo clinic staff do not work at the van: its stops are not theirs to see.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  allowConsoleErrors(staff, [/404 \(Not Found\) \[at [^\]]*\/api\/admin\/clinics\/\d+\/stops\]/]);
  await openAsClinicStaff(staff, `/admin/clinics/${van.id}/stops`);
  await expect(staff.getByText('We could not find what you were looking for.')).toBeVisible();
  await expectAccessible(staff, 'van stops of another clinic');
  await staffContext.close();
});
