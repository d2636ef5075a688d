import type { Locator, Page } from '@playwright/test';

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab until the element has the focus, as a keyboard user would, and answers how many
 * presses that took (0: it had the focus already). Fails after `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, limit = 120): Promise<number> {
  for (let presses = 0; presses <= limit; presses += 1) {
    if ((await target.count()) > 0 && (await hasFocus(target.first()))) return presses;
    if (presses < limit) await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`);
}
