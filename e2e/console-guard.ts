import type { Browser, BrowserContext, ConsoleMessage, Page, WebError } from '@playwright/test';
import { onNewContexts } from './context-hooks';

/**
 * Collects the console errors and uncaught page errors of every page a test opens, so the test can
 * fail on any it did not expect. A console error is described with the address that logged it
 * ("Failed to load resource" names no URL in its text), so an allow-list entry can be narrow.
 */
export class ConsoleGuard {
  private readonly watched = new WeakSet<BrowserContext>();
  private readonly allowedByPage = new WeakMap<Page, RegExp[]>();
  private readonly unexpected: string[] = [];

  /** @param allowedForTest patterns every page of the test may log (prefer allowConsoleErrors per page). */
  constructor(private readonly allowedForTest: readonly RegExp[] = []) {}

  /** Watches every page of the context, present and future. Watching twice is harmless. */
  watch(context: BrowserContext): void {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on('console', (message) => this.onConsole(message));
    context.on('weberror', (error) => this.onPageError(error));
  }

  /** Lets this page log errors matching one of the patterns (for errors the test provokes). */
  allow(page: Page, patterns: readonly RegExp[]): void {
    this.allowedByPage.set(page, [...(this.allowedByPage.get(page) ?? []), ...patterns]);
  }

  /** The errors no allow-list entry matched, in the order they happened. */
  unexpectedErrors(): readonly string[] {
    return this.unexpected;
  }

  /**
   * Makes every context the browser creates until `release` is called watched, including those a
   * spec creates itself with browser.newContext() or browser.newPage().
   */
  watchBrowser(browser: Browser): () => void {
    return onNewContexts(browser, async (context) => this.watch(context));
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    this.record(message.page(), `console error: ${message.text()}${where ? ` [at ${where}]` : ''}`);
  }

  private onPageError(error: WebError): void {
    const thrown = error.error();
    this.record(error.page(), `page error: ${thrown.stack ?? thrown.message}`);
  }

  private record(page: Page | null, description: string): void {
    const allowed = [...this.allowedForTest, ...((page && this.allowedByPage.get(page)) ?? [])];
    if (allowed.some((pattern) => pattern.test(description))) return;
    this.unexpected.push(page ? `${description} (page ${page.url()})` : description);
  }
}
