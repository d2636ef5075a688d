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

/**
 * The paths the page requests from now on, among `paths`, in order: a live list, so a test can poll
 * it while requests are held and count them once the page has settled.
 */
export function requestedPaths(page: Page, paths: string[]): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (paths.includes(pathname)) requested.push(pathname);
  });
  return requested;
}
