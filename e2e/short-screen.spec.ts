import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { undersizedTargets } from './target-size';

/**
 * §9 body zoom: 75 % on screens up to 768 px high, 100 % above, never on kiosks; every target still
 * measures at least 24×24 px on the screen (docs/decisions/0023).
 */

const zoomOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).zoom);

test('a 768 px high screen is zoomed to 75 % and keeps 24 px targets; a taller one is not zoomed', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 700 } });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a scan' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Procedures' })).toBeVisible();
    expect(await zoomOf(page)).toBe('0.75');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect.soft(await undersizedTargets(page, 24), 'targets under 24 px on the zoomed home page').toEqual([]);
    await expectAccessible(page, 'zoomed home');

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => zoomOf(page)).toBe('1');
  } finally {
    await context.close();
  }
});

test('kiosk screens are never zoomed, so their 44 px targets stay 44 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 700 } });
  const page = await context.newPage();
  try {
    await page.goto('/kiosk?kioskMode=true');
    await expect(page.locator('.shell-kiosk')).toBeVisible();
    expect(await zoomOf(page)).toBe('1');
  } finally {
    await context.close();
  }
});
