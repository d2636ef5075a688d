import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminHeaders } from './api-helpers';
import { expect, expectAccessible } from './fixtures';

/**
 * Staff register a kiosk at a seeded clinic, as the admin panel would, bound to the network it
 * stands in (decision 0012): here the test browser's loopback.
 */
export async function registerKiosk(request: APIRequestContext): Promise<{ id: string; clinicId: number }> {
  const clinics = await request.get('/api/clinics');
  expect(clinics.ok()).toBe(true);
  const [clinic] = (await clinics.json()) as { id: number }[];
  const response = await request.post('/api/admin/kiosks', {
    headers: await adminHeaders(request),
    data: {
      clinicId: clinic?.id,
      name: `Waiting room ${Date.now()}`,
      kioskMode: true,
      allowedNetworks: ['127.0.0.1/32', '::1/128'],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; clinicId: number };
}

/** Opens the kiosk home and types the kiosk identity once, as staff do when setting a tablet up. */
export async function openIdentifiedKiosk(page: Page, kioskId: string) {
  await page.goto('/kiosk?kioskMode=true');
  const modal = page.getByRole('dialog', { name: 'Set up this kiosk' });
  await expect(modal).toBeVisible();
  await expectAccessible(page, 'kiosk identity modal');
  await modal.getByLabel('Kiosk identity').fill(kioskId);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
}

/** The idle time the kiosk is configured with (application.kioskNoActivitySeconds). */
export async function kioskIdleSeconds(request: APIRequestContext): Promise<number> {
  const config = (await (await request.get('/api/config')).json()) as {
    application: { kioskNoActivitySeconds: number };
  };
  return config.application.kioskNoActivitySeconds;
}

/** The idle warning's countdown (WARNING_SECONDS of the kiosk's inactivity hook). */
export const KIOSK_WARNING_SECONDS = 10;

/**
 * The kiosk's idle time passes on the page's clock, Playwright's (`page.clock.install()` before the
 * page loaded; it otherwise runs as usual): every timer the page set for that time fires, in order,
 * without the test waiting it. Halfway through the warning is not shown yet (the clock also runs
 * on its own between the test's steps, by far less than that); at its end it is.
 */
export async function idleUntilWarned(page: Page, idleSeconds: number): Promise<Locator> {
  const warning = page.getByRole('alertdialog', { name: 'Still there?' });
  const half = (idleSeconds * 1000) / 2;
  await page.clock.runFor(half);
  await expect(warning).toBeHidden();
  await page.clock.runFor(idleSeconds * 1000 - half);
  await expect(warning).toBeVisible();
  return warning;
}

/** The calendar date of an instant in a time zone (yyyy-mm-dd). */
const localDate = (timeZone: string, at: number) => new Date(at).toLocaleDateString('sv-SE', { timeZone });

/**
 * Minutes from now to the start of an appointment that is still today at the clinic: check-in only
 * finds today's appointments there (§4), so late in the clinic's evening one that would start after
 * midnight starts a minute ago instead (still open for check-in until it ends).
 */
async function startTodayAt(request: APIRequestContext, clinicId: number, startsInMinutes: number) {
  const clinics = (await (await request.get('/api/clinics')).json()) as { id: number; timeZone: string }[];
  const timeZone = clinics.find((c) => c.id === clinicId)?.timeZone;
  if (!timeZone) throw new Error(`no clinic ${clinicId}`);
  const now = Date.now();
  return localDate(timeZone, now + startsInMinutes * 60_000) === localDate(timeZone, now)
    ? startsInMinutes
    : -1;
}

/** A BOOKED appointment soon (today at the clinic) for a new patient (the staff/dev demo call). */
export async function todaysAppointment(
  request: APIRequestContext,
  clinicId: number,
  startsInMinutes: number,
  email: string | null = null,
) {
  const lastName = `Checkin${Date.now()}${Math.floor(Math.random() * 1000)}`.replace(
    /\d/g,
    (d) => 'abcdefghij'[Number(d)] ?? '',
  );
  const response = await request.post('/api/admin/check_in/demo_appointment', {
    headers: await adminHeaders(request),
    data: {
      clinicId,
      startsInMinutes: await startTodayAt(request, clinicId, startsInMinutes),
      lastName,
      dateOfBirth: '1981-04-05',
      email,
    },
  });
  expect(response.status()).toBe(201);
  return {
    lastName,
    dateOfBirth: '1981-04-05',
    ...((await response.json()) as { slug: string; bookingKey: string }),
  };
}

export async function enterIdentity(page: Page, lastName: string, dateOfBirth: string) {
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Date of birth').fill(dateOfBirth);
  await page.getByRole('button', { name: 'Find my appointment' }).click();
}
