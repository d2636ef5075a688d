import { ConsoleGuard } from './console-guard';
import { allowConsoleErrors, expect, test } from './fixtures';

test('the console guard sees errors and uncaught exceptions of pages a spec creates itself', async ({
  browser,
}) => {
  const guard = new ConsoleGuard();
  const release = guard.watchBrowser(browser);
  const context = await browser.newContext();
  release();
  const page = await context.newPage();
  // These errors are this test's own probes: the suite's guard lets this page log them.
  allowConsoleErrors(page, [/guard-probe-(logged|thrown)/]);
  await page.goto('/about');
  await expect(page.locator('main h1')).toHaveText('About Southern Cross Imaging');
  await page.evaluate(() => console.error('guard-probe-logged'));
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('guard-probe-thrown');
    });
  });
  await expect.poll(() => guard.unexpectedErrors().length).toBe(2);
  expect(guard.unexpectedErrors()[0]).toContain('console error: guard-probe-logged');
  expect(guard.unexpectedErrors()[1]).toContain('page error: Error: guard-probe-thrown');
  await context.close();
});

test('an allow-list entry admits only the errors it names, on its own page', async ({ browser }) => {
  const guard = new ConsoleGuard();
  const release = guard.watchBrowser(browser);
  const context = await browser.newContext();
  release();
  const allowedPage = await context.newPage();
  const otherPage = await context.newPage();
  allowConsoleErrors(allowedPage, [/guard-probe/]);
  allowConsoleErrors(otherPage, [/guard-probe/]);
  guard.allow(allowedPage, [/guard-probe-expected/]);
  await allowedPage.goto('/about');
  await otherPage.goto('/about');
  await allowedPage.evaluate(() => console.error('guard-probe-expected'));
  await allowedPage.evaluate(() => console.error('guard-probe-surprise'));
  await otherPage.evaluate(() => console.error('guard-probe-expected'));
  await expect.poll(() => guard.unexpectedErrors().length).toBe(2);
  expect(guard.unexpectedErrors()[0]).toContain('guard-probe-surprise');
  expect(guard.unexpectedErrors()[1]).toContain('guard-probe-expected');
  await context.close();
});

test('loading a page logs no console error', async ({ browser }) => {
  const guard = new ConsoleGuard();
  const release = guard.watchBrowser(browser);
  const context = await browser.newContext();
  release();
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.locator('main h1')).toHaveText('About Southern Cross Imaging');
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  // The configured banner and footer HTML go through the sanitiser on every page.
  await expect(page.getByRole('region', { name: 'Announcement' })).toContainText('Holiday hours');
  expect(guard.unexpectedErrors()).toEqual([]);
  await context.close();
});
