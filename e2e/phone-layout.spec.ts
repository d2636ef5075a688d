import type { Browser, Page } from '@playwright/test';
import { clinicFor, fillDetails, firstFreeSlot, uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { undersizedTargets } from './target-size';

/**
 * The patient pages on a 390×844 phone: the announcement banner must not keep a part of the small
 * screen covered, and every target of the booking pages is at least 24×24 CSS px (WCAG 2.2 2.5.8).
 */

const PHONE = { width: 390, height: 844 };
const MIN_TARGET = 24;

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

/** Measures from the top of the page, where every target has its laid-out size. */
async function expectTargetsAtLeast24(page: Page, where: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect.soft(await undersizedTargets(page, MIN_TARGET), `targets under 24×24 px on ${where}`).toEqual([]);
}

test('on a phone the announcement banner scrolls away with the page and still closes', async ({
  browser,
}) => {
  const { context, page } = await phone(browser);
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a scan' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toContainText('Holiday hours');
    await expect(banner).toBeInViewport();
    const bannerHeight = (await banner.boundingBox())?.height ?? 0;
    expect(bannerHeight).toBeGreaterThan(0);

    // Half a screen down the page: a banner that scrolls with it is gone from view.
    const scrollable = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    // The procedures and body figure arrive after the heading.
    await expect
      .poll(scrollable, { message: 'the home page is taller than the screen' })
      .toBeGreaterThan(PHONE.height / 2);
    await page.evaluate((y) => window.scrollTo(0, y), PHONE.height / 2);
    await expect(banner).not.toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner).toBeInViewport();
    await expectAccessible(page, 'home on a phone');
    await banner.getByRole('button', { name: 'Close announcement' }).click();
    await expect(banner).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('every target of the booking pages is at least 24×24 px on a phone', async ({ browser }) => {
  const { context, page } = await phone(browser);
  try {
    await page.goto('/');
    // The served HTML has the heading too: measure the app's page, which has the procedure tabs.
    await expect(page.getByRole('tab', { name: 'One procedure' })).toBeVisible();
    await expectTargetsAtLeast24(page, 'home');

    await page.goto('/select-clinic/mri-knee?regionSlug=select-region');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a clinic' })).toBeVisible();
    await expectTargetsAtLeast24(page, 'region choice');

    await page.getByRole('radio', { name: 'Melbourne' }).check();
    await expect(page.getByRole('list', { name: 'Clinics' }).getByRole('heading').first()).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expectTargetsAtLeast24(page, 'clinic finder');
    await expectAccessible(page, 'clinic finder on a phone');

    const clinic = await clinicFor(page.request, 'us-abdomen');
    await page.goto(`/booking/us-abdomen?selectedClinic=${clinic.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book your appointment' })).toBeVisible();
    const { slot } = await firstFreeSlot(page);
    await expectTargetsAtLeast24(page, 'booking week view');
    await expectAccessible(page, 'booking week view on a phone');

    await slot.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
    await expectTargetsAtLeast24(page, 'booking details form');

    await fillDetails(page, uniqueEmail('phone'));
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is booked' })).toBeVisible();
    await expectTargetsAtLeast24(page, 'confirmation');
    await expectAccessible(page, 'confirmation on a phone');
  } finally {
    await context.close();
  }
});
