import type { Page } from '@playwright/test';
import { type Hit, startAnalyticsStandIn } from './analytics-stand-in';
import { fillDetails, firstFreeSlot, uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { startOwnAppServer } from './own-app-server';

/**
 * Issue 43, analytics with consent: GA4 (gtag) and Matomo as the provider enables them, against a
 * local stand-in speaking their collection protocols; nothing is sent before a choice or after a
 * rejection, and a whole booking sends the CANOPY steps without patient data. A server of its own:
 * enabling tags changes every page of the suite's shared server.
 */

test.describe.configure({ mode: 'serial' });

let standIn: Awaited<ReturnType<typeof startAnalyticsStandIn>>;
let app: Awaited<ReturnType<typeof startOwnAppServer>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  standIn = await startAnalyticsStandIn();
  app = await startOwnAppServer({ ANALYTICS_GOOGLE_ORIGIN: standIn.origin });
  await app.updateApplication({
    googleAnalyticsEnabled: true,
    googleTrackingId: 'G-E2ETEST',
    matomoAnalyticsEnabled: true,
    matomoAnalyticsUrl: `${standIn.origin}/m`,
    matomoAnalyticsId: '7',
    analyticsBrand: 'CANOPY',
  });
});

test.afterAll(async () => {
  await app?.stop();
  await standIn?.stop();
});

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and analytics' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });
const stepsSent = () => standIn.gaEvents().filter((hit) => hit.query.en === 'booking_step');
const nothingPersonal = (hits: Hit[], email: string) => {
  const sent = JSON.stringify(hits);
  for (const value of [email, 'Jane', 'Citizen', '1984-07-21', '0412345678', 'bookingKey']) {
    expect(sent, `no ${value} in what was sent`).not.toContain(value);
  }
  // Booking keys (22+ random characters) never reach an address the tags see.
  expect(sent).not.toMatch(/appointments\/[\w-]{22,}/);
};

test('nothing loads or is sent before a choice, nor after rejecting it with the keyboard', async ({
  browser,
}) => {
  standIn.clear();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.url}/`);
  await expect(banner(page)).toBeVisible();
  await expectAccessible(page, 'consent banner');
  // The banner is first in the page after the skip link: Tab reaches its link, then its buttons.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'How we handle your information' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeFocused();
  expect(standIn.scripts).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();

  await page.goto(`${app.url}/select-clinic/us-abdomen`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(standIn.scripts).toEqual([]);
  expect(standIn.hits).toEqual([]);
  await context.close();
});

test('after consent a whole booking sends its CANOPY steps to GA4 and Matomo, with no patient data', async ({
  browser,
}) => {
  standIn.clear();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.url}/`);
  await banner(page).getByRole('button', { name: 'Choose' }).click();
  await expect(settings(page)).toBeVisible();
  await expectAccessible(page, 'cookie settings dialog');
  // Only the categories of the enabled tags: GA4 and Matomo measure, neither advertises.
  await expect(settings(page).getByRole('checkbox', { name: 'Marketing' })).toHaveCount(0);
  await settings(page).getByRole('checkbox', { name: 'Analytics' }).focus();
  await page.keyboard.press('Space');
  await expect(settings(page).getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
  await settings(page).getByRole('button', { name: 'Save my choice' }).click();
  await expect(settings(page)).toBeHidden();
  // The tags start with this page's view; the step shown before the choice was not kept.
  await expect.poll(() => standIn.gaEvents().map((hit) => hit.query.en)).toEqual(['page_view']);
  expect(standIn.scripts).toEqual(['/gtag/js?id=G-E2ETEST', '/m/matomo.js']);
  // Consent Mode: analytics granted, ads denied.
  expect(standIn.gaEvents()[0]?.query.gcs).toBe('G101');

  await page.goto(`${app.url}/`);
  await expect.poll(() => stepsSent().map((hit) => hit.query['ep.step_number'])).toEqual(['0']);

  await page.goto(`${app.url}/select-clinic/us-abdomen`);
  await expect.poll(() => stepsSent().map((hit) => hit.query['ep.step_number'])).toContain('1');
  const clinics = (await (await fetch(`${app.url}/api/clinics?examSlug=us-abdomen`)).json()) as {
    id: number;
  }[];
  await page.goto(`${app.url}/booking/us-abdomen?selectedClinic=${clinics[0]?.id}`);
  const { slot } = await firstFreeSlot(page);
  await slot.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  const email = uniqueEmail('analytics');
  await fillDetails(page, email);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is booked' })).toBeVisible();

  await expect
    .poll(() => stepsSent().map((hit) => hit.query['ep.step_number']))
    .toEqual(['0', '1', '2', '3', '4', '4.1', '5']);
  expect(stepsSent().find((hit) => hit.query['ep.step_number'] === '5')?.query['ep.exam']).toBe('us-abdomen');
  expect(stepsSent().every((hit) => hit.query.tid === 'G-E2ETEST')).toBe(true);
  const matomoSteps = standIn.matomoHits().filter((hit) => hit.query.e_c === 'booking');
  expect(matomoSteps.map((hit) => hit.query.e_a)).toEqual([
    'step_0',
    'step_1',
    'step_2',
    'step_3',
    'step_4',
    'step_4.1',
    'step_5',
  ]);
  // Page views carry the address without its query and with the booking key replaced.
  const confirmationView = standIn
    .matomoHits()
    .filter((hit) => !hit.query.e_c)
    .at(-1);
  expect(confirmationView?.query.url).toMatch(/\/appointments\/\[key\]$/);
  nothingPersonal(standIn.hits, email);
  await context.close();
});

test('the footer reopens the choice; taking consent back stops every hit', async ({ browser }) => {
  standIn.clear();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.url}/about`);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => standIn.matomoHits().length).toBeGreaterThan(0);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(settings(page)).toBeVisible();
  await expect(settings(page).getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
  // The page reloads (a started tag cannot be unloaded); from then on nothing is sent.
  const reloaded = page.waitForEvent('load');
  await settings(page).getByRole('button', { name: 'Reject all' }).click();
  await reloaded;
  await expect(settings(page)).toBeHidden();
  standIn.clear();
  await page.goto(`${app.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${app.url}/select-clinic/us-abdomen`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(standIn.hits).toEqual([]);
  expect(standIn.scripts).toEqual([]);
  await context.close();
});
