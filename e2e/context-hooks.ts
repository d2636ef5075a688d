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
