import type { Locator } from '@playwright/test';
import { clinicFor, freeTimesOfAWeek } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { tabTo } from './keyboard';

/**
 * Issue 36 item 3 (WCAG 2.4.3): a keyboard user who chooses a time in the week view goes on to the
 * details form, instead of Tabbing past every other time of the week (80 presses on a desktop, 78
 * on a phone) to reach it.
 */
for (const [device, clinicIndex, options] of [
  ['desktop', 5, { viewport: { width: 1280, height: 720 } }],
  ['phone', 6, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const) {
  test(`on a ${device}, choosing a time by keyboard moves the focus to the details form`, async ({
    browser,
  }) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // An exam and an ultrasound device of its own: the other booking specs take the first free times
    // of theirs, and the two devices' tests run side by side.
    const exam = 'us-carotid-doppler';
    const clinic = await clinicFor(page.request, exam, clinicIndex);
    await page.goto(`/booking/${exam}?selectedClinic=${clinic.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book your appointment' })).toBeVisible();
    const keyboardNextWeek = async (button: Locator) => {
      await tabTo(page, button);
      await page.keyboard.press('Enter');
    };
    const slot = (await freeTimesOfAWeek(page, page, keyboardNextWeek)).first();
    const presses = await tabTo(page, slot, 200);
    expect(presses).toBeGreaterThan(0);
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { level: 2, name: 'Your details' });
    await expect(heading).toBeVisible();
    await expect(heading, 'the focus moves on to the details heading').toBeFocused();
    await expectAccessible(page, `details form reached by keyboard on a ${device}`);
    // The first field of the form is the next stop or close to it, not 80 presses away.
    const toFirstField = await tabTo(page, page.getByLabel('Title'), 3);
    expect(toFirstField).toBe(1);
    await context.close();
  });
}
