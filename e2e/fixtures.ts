import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ConsoleGuard } from './console-guard';
import { onNewContexts } from './context-hooks';

/** The rule sets every check runs: WCAG 2.1 A and AA, and axe's best practices (issue 36 item 11). */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface AxeCheck {
  /** Where the check runs, named in the failure. */
  context?: string;
  /** false checks the page around its frames only, for a frame where scripts are off (axe would wait forever). */
  iframes?: boolean;
}

/** Runs axe on the page as it is now and fails with the violations listed. */
export async function expectAccessible(page: Page, check: string | AxeCheck = {}) {
  const { context, iframes = true } = typeof check === 'string' ? { context: check } : check;
  // Legacy mode runs axe.run in the page and its same-origin frames. The default opens a blank page
  // per check to merge the frames' results, which was half of each check's time on a busy CI machine
  // (about 1 s of 2); the only cross-origin frames the app shows are provider pages this machine
  // cannot load.
  const results = await new AxeBuilder({ page })
    .options({ iframes })
    .withTags(axeTags)
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

// A worker runs one test at a time, so the running test's guard can live here.
let currentGuard: ConsoleGuard | undefined;

/**
 * Lets this page log console errors matching the patterns, for errors the test provokes on purpose
 * (a refused request shows as "Failed to load resource: … status of 4xx [at <its URL>]"). Keep the
 * patterns narrow: name the status and the address.
 */
export function allowConsoleErrors(page: Page, patterns: RegExp[]) {
  if (!currentGuard) throw new Error('allowConsoleErrors is only available inside a test');
  currentGuard.allow(page, patterns);
}

type Fixtures = {
  freshPage: Page;
  /** Console errors every page of the test may log; prefer allowConsoleErrors for one page. */
  allowedConsoleErrors: RegExp[];
  consoleGuard: ConsoleGuard;
};

/**
 * Every test gets a fresh browser context (axe needs pages from newContext, per STACK.md), and every
 * page of the test — `page`, `freshPage`, and pages of contexts a spec creates — fails the test on a
 * console error or uncaught error it did not allow.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ browser, allowedConsoleErrors }, use) => {
      const guard = new ConsoleGuard(allowedConsoleErrors);
      const release = onNewContexts(browser, async (context) => {
        guard.watch(context);
      });
      currentGuard = guard;
      try {
        await use(guard);
      } finally {
        release();
        currentGuard = undefined;
      }
      const unexpected = guard.unexpectedErrors();
      if (unexpected.length > 0) {
        throw new Error(
          `Unexpected browser console errors:\n${unexpected.map((e) => `  - ${e}`).join('\n')}`,
        );
      }
    },
    { auto: true },
  ],
  context: async ({ context, consoleGuard }, use) => {
    consoleGuard.watch(context);
    await use(context);
  },
  freshPage: async ({ browser, consoleGuard }, use) => {
    const context = await browser.newContext();
    // The watched browser has done this already; said again so the fixture does not depend on it.
    consoleGuard.watch(context);
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect };
