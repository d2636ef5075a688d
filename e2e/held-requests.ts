import type { Page } from '@playwright/test';

/**
 * Holds the page's requests to `url` until the returned function is called, as a slow network would:
 * a test can then see what the page shows meanwhile.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
