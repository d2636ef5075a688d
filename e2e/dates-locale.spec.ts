import { clinicFor } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';

/**
 * Dates in the active language (§8 locales) with the locale's week start (§9): Chromium has no
 * Macedonian dates of its own, so the week view must not fall back to "Mon, 23 Nov".
 */
test('the week view reads Macedonian in Macedonian, starting on Monday; en-CA starts on Sunday', async ({
  freshPage: page,
}) => {
  const clinic = await clinicFor(page.request, 'us-abdomen');
  await page.goto('/about');
  await page.getByLabel('Language').selectOption('mk');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mk');

  await page.goto(`/booking/us-abdomen?selectedClinic=${clinic.id}`);
  const days = page.locator('.week-view .week-day-title');
  await expect(days.first()).toBeVisible();
  const titles = await days.allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(/^[\u0400-\u04FF]+ \d{1,2} [\u0400-\u04FF]+$/);
  await expect(page.locator('.week-view .week-day').first()).toHaveAttribute('aria-label', /^понеделник, /);
  await expectAccessible(page, 'Macedonian week view');

  await page.getByLabel('Јазик').selectOption('en-CA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.locator('.week-view .week-day').first()).toHaveAttribute('aria-label', /^Sunday, /);
  await expect(days.first()).toHaveText(/^Sun \d{1,2} [A-Z][a-z]{2}$/);
});
