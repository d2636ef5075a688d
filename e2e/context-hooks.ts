import type { Browser, BrowserContext } from '@playwright/test';

/**
 * Runs `setup` on every context the browser creates until the returned function is called,
 * including contexts a spec creates itself with browser.newContext() or browser.newPage().
 */
export function onNewContexts(browser: Browser, setup: (context: BrowserContext) => Promise<void>) {
  const original = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await original.apply(browser, args);
    await setup(context);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

// A transparent 1×1 PNG: Leaflet sizes tiles itself.
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The seeded map tile server is on the internet, which a test machine may not reach: every failed
 * tile would be a console error. Tests answer tiles with a blank image instead, so the suite is
 * hermetic and a console error always means something.
 */
const stubbed = new WeakSet<BrowserContext>();

export async function serveBlankMapTiles(context: BrowserContext) {
  if (stubbed.has(context)) return;
  stubbed.add(context);
  await context.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
}
