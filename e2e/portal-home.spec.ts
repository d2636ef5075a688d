import { bookNextAvailable } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { holdRequests, requestedPaths } from './held-requests';
import { emailedCode } from './outbox';

/**
 * The patient portal home (§3 Patient match): a patient without a link enters the date of birth and
 * email, solves the captcha, types the emailed code and sees every booking, each opening its page.
 */

const DOB = '1968-07-21';
const uniqueEmail = () => `home.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test('a patient finds all their appointments from the portal home with date of birth and emailed code', async ({
  freshPage: page,
}) => {
  const email = uniqueEmail();
  const patient = { email, dateOfBirth: DOB, firstName: 'Grace', lastName: 'Hopper' };
  const first = await bookNextAvailable(page.request, patient, 'ct-brain');
  const second = await bookNextAvailable(page.request, patient, 'ct-brain');

  await page.goto('/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointments and requests' })).toBeVisible();
  await expectAccessible(page, 'portal home match form');
  await page.getByLabel('Date of birth').fill(DOB);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('I am not a robot').check();
  await expect(page.getByRole('status').filter({ hasText: /verified/i })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Send me a code' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'a code is on its way' })).toBeVisible();
  await expectAccessible(page, 'portal home code form');
  await page.getByLabel('Code').fill(await emailedCode(page.request, email));
  await page.getByRole('button', { name: 'Show my bookings' }).click();

  const appointments = page.getByRole('region', { name: 'Appointments' });
  await expect(appointments.getByRole('link')).toHaveCount(2);
  await expectAccessible(page, 'portal home bookings');
  await appointments.locator(`a[href="/appointments/${second.bookingKey}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${second.bookingKey}$`));
  expect(first.bookingKey).not.toBe(second.bookingKey);
});

test('the portal home keeps its heading on screen from the served HTML until it knows who is signed in', async ({
  freshPage: page,
}) => {
  const heading = { level: 1, name: 'Your appointments and requests' } as const;
  // Held as a slow network would hold them: first the app's entry script, then the summaries call.
  const releaseEntry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  const releaseSummaries = await holdRequests(page, /\/api\/appointment-summaries$/);
  await page.goto('/appointments', { waitUntil: 'commit' });
  const served = page.locator('.boot-shell');
  await expect(served.getByRole('heading', heading)).toBeVisible();
  await expect(served.getByRole('status')).toHaveText('Loading…');

  releaseEntry();
  // The app's page (in the shell's #main) with the same heading, and its loader while the call is out.
  const section = page.locator('#main section.portal-home');
  await expect(section.getByRole('heading', heading)).toBeVisible();
  await expect(section.getByRole('status')).toHaveText('Loading…');
  await expect(served).toHaveCount(0);
  await expectAccessible(page, 'portal home while it asks who is signed in');

  releaseSummaries();
  await expect(section.getByLabel('Date of birth')).toBeVisible();
  await expect(section.getByRole('heading', heading)).toBeVisible();
});

test('the portal home asks who is signed in alongside its scripts, and only once', async ({
  freshPage: page,
}) => {
  const asked = requestedPaths(page, ['/api/appointment-summaries']);
  // The entry script is held: the call can only come from the served HTML's preload.
  const releaseEntry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/appointments', { waitUntil: 'commit' });
  await expect.poll(() => asked.length).toBe(1);

  releaseEntry();
  await expect(page.locator('#main').getByLabel('Date of birth')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The app took the preloaded answer rather than asking again.
  expect(asked).toHaveLength(1);
  await expectAccessible(page, 'portal home match form after an early call');
});
