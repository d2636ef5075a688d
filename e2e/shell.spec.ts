import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { holdRequests } from './held-requests';

/** The box-model styles an element's look here depends on: what a stylesheet applied twice or mixed changes. */
const boxStyle = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { margin: style.margin, padding: style.padding, border: style.borderWidth };
  });

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

test('the banner closes with its button and stays closed for the session', async ({ freshPage: page }) => {
  await page.goto('/about');
  const banner = page.getByRole('region', { name: 'Announcement' });
  await expect(banner).toContainText('Holiday hours');
  await expect(banner).toHaveCSS('z-index', '1500');
  await banner.getByRole('button', { name: 'Close announcement' }).click();
  await expect(banner).toHaveCount(0);
  await page.goto('/contact');
  await expect(page.locator('main h1')).toHaveText('Contact');
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  await expectAccessible(page, 'banner closed');
});

test('the banner close button works from the keyboard', async ({ freshPage: page }) => {
  await page.goto('/about');
  const close = page.getByRole('button', { name: 'Close announcement' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
});

test('switching the language to Macedonian shows Macedonian texts', async ({ freshPage: page }) => {
  await page.goto('/about');
  await page.getByLabel('Language').selectOption('mk');
  await expect(page.locator('main h1')).toHaveText('За Southern Cross Imaging');
  await expect(
    page.getByRole('navigation', { name: 'Главно мени' }).getByRole('link', { name: 'Контакт' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mk');
  // Navigation inside the app keeps the language.
  await page.getByRole('navigation', { name: 'Главно мени' }).getByRole('link', { name: 'Контакт' }).click();
  await expect(page.locator('main h1')).toHaveText('Контакт');
  await expectAccessible(page, 'Macedonian');
});

test('a visit with only the locale cookie renders in the language the page carries', async ({
  freshPage: page,
  baseURL,
}) => {
  // Local storage cleared (or off) while the cookie stayed: the server chose Macedonian for the page.
  await page.context().addCookies([{ name: 'rb_locale', value: 'mk', url: baseURL as string }]);
  const textRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/translation/.test(pathname)) textRequests.push(pathname);
  });
  await page.goto('/about');
  await expect(page.locator('main h1')).toHaveText('За Southern Cross Imaging');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mk');
  // Only the build's Macedonian base file, once: the page preloads it and start-up takes that
  // answer; the provider's overrides came in the page.
  expect(textRequests).toHaveLength(1);
  expect(textRequests[0]).toMatch(/^\/assets\/translations-mk-[\w-]+\.json$/);
  await expectAccessible(page, 'Macedonian from the cookie');
});

test('the environment badge lists the active profile', async ({ freshPage: page }) => {
  await page.goto('/');
  await expect(page.locator('.badge-environment')).toHaveText('Test environment: e2e');
  await expect(page.locator('.badges')).toHaveClass(/badges-bottom-right/);
});

test('the environment badge looks the same on a page with the catalogue stylesheet as on one without', async ({
  freshPage: page,
}) => {
  const look = async (path: string, appReady: Locator) => {
    await page.goto(path);
    await expect(appReady).toBeVisible();
    return boxStyle(page.locator('.badge-environment'));
  };
  const home = await look('/', page.getByRole('tab', { name: 'One procedure' }));
  expect(home).toEqual(await look('/about', page.locator('.static-page')));
});

test('the skip link takes keyboard users to the main content', async ({ freshPage: page }) => {
  await page.goto('/about');
  await expect(page.locator('main h1')).toHaveText('About Southern Cross Imaging');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('menu links carry kioskMode and regionSlug; kiosk mode hides the menu', async ({ freshPage: page }) => {
  await page.goto('/about?regionSlug=nsw');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contact' }),
  ).toHaveAttribute('href', '/contact?regionSlug=nsw');
  await expect(page.getByRole('link', { name: 'Staff login' })).toHaveAttribute('href', '/admin');
  await page.goto('/about?kioskMode=true');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Staff login' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms and conditions' }),
  ).toHaveAttribute('href', '/terms?kioskMode=true');
});

test('the page kind selects the header image and the admin link', async ({ freshPage: page }) => {
  const headerImage = page.getByRole('banner').getByRole('img');
  await page.goto('/check-in');
  await expect(headerImage).toHaveAttribute('data-header-image', 'check_in_header');
  await page.goto('/appointments/some-booking-key');
  await expect(headerImage).toHaveAttribute('data-header-image', 'confirmation_header');
  await expect(page.getByRole('link', { name: 'Staff login' })).toHaveCount(0);
  // A small image travels in the page (decision 0033): the header shows the stored image's bytes.
  const image = await page.request.get('/api/assets/application/confirmation_header');
  expect(image.ok()).toBe(true);
  await expect(headerImage).toHaveAttribute(
    'src',
    `data:image/svg+xml;base64,${(await image.body()).toString('base64')}`,
  );
  expect(await headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the footer links to external privacy in a new tab and internal pages in the app', async ({
  freshPage: page,
}) => {
  await page.goto('/about');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: /^Privacy/ })).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
  await expect(page.getByRole('contentinfo')).toContainText(/Version \d+\.\d+\.\d+/);
});

test('the full-screen loader shows while the next page loads', async ({ freshPage: page }) => {
  await page.goto('/about');
  const release = await holdRequests(page, /\/assets\/ContactPage-[^/]+\.js$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.locator('.navigation-loader')).toContainText('Loading…');
  release();
  await expect(page.locator('main h1')).toHaveText('Contact');
  await expect(page.locator('.navigation-loader')).toHaveCount(0);
});

test('a lazily loaded modal does not fetch the inlined entry stylesheet again, so the page keeps its look', async ({
  freshPage: page,
}) => {
  const badge = page.locator('.procedure-panel .catalog-badge').first();
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'One procedure' })).toBeVisible();
  const beforeModal = await boxStyle(badge);
  const inlined = await page.locator('style[data-href]').getAttribute('data-href');
  expect(inlined).toMatch(/^\/assets\/.+\.css$/);

  // The exam info modal is a lazy chunk that imports from the entry.
  await page
    .getByRole('button', { name: /^About this exam: / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'exam info modal');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  expect(stylesheets).not.toContain(inlined);
  // Only the server's disabled marker names it: applied again after the page's own stylesheets, the
  // entry's rules would win over theirs of equal weight.
  await expect(page.locator(`link[href="${inlined}"]:not([disabled])`)).toHaveCount(0);
  expect(await boxStyle(badge)).toEqual(beforeModal);
});

test.describe('on a phone', () => {
  test('the menu collapses behind a disclosure button and the footer is hidden', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA });
    const page = await context.newPage();
    try {
      await page.goto('/about');
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('link', { name: 'Contact' })).toBeHidden();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.locator('.site-header-message')).toBeHidden();
      await expectAccessible(page, 'mobile, menu closed');

      await toggle.focus();
      await page.keyboard.press('Enter');
      const closeToggle = page.getByRole('button', { name: 'Close menu' });
      await expect(closeToggle).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page, 'mobile, menu open');
      await menu.getByRole('link', { name: 'Contact' }).click();
      await expect(page.locator('main h1')).toHaveText('Contact');
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      await context.close();
    }
  });
});

test.describe('the home page on a phone, in Macedonian', () => {
  const phone = { viewport: { width: 412, height: 823 }, userAgent: IPHONE_UA };
  const heading = 'Закажете снимање';
  const intro =
    'Изберете ја процедурата од вашиот упат. Можете да пребарувате, да изберете група или да ја користите фигурата на телото.';
  const sizeOf = async (page: Page, selector: string) => {
    const box = await page.locator(selector).boundingBox();
    return box && { width: Math.round(box.width), height: Math.round(box.height) };
  };

  /**
   * The HTML alone, as a visitor sees it while the scripts are still on their way (here they come
   * empty, so the app never starts, and axe, which needs scripts, can still run): its heading and
   * intro, and their sizes.
   */
  async function servedOpening(browser: Browser, cookie: { name: string; value: string; url: string }) {
    const served = await browser.newContext(phone);
    try {
      await served.addCookies([cookie]);
      await served.route('**/assets/*.js', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: '' }),
      );
      const html = await served.newPage();
      await html.goto('/');
      await expect(html.locator('main h1')).toHaveText(heading);
      await expect(html.locator('main p.muted')).toHaveText(intro);
      const sizes = [await sizeOf(html, 'main h1'), await sizeOf(html, 'main p.muted')];
      await expectAccessible(html, 'home as served, before the app starts');
      return sizes;
    } finally {
      await served.close();
    }
  }

  test('opens with its heading and intro in the served HTML, so the app paints no later, larger element', async ({
    browser,
    baseURL,
  }) => {
    const cookie = { name: 'rb_locale', value: 'mk', url: baseURL as string };
    const servedSizes = await servedOpening(browser, cookie);

    const context = await browser.newContext(phone);
    await context.addCookies([cookie]);
    const page = await context.newPage();
    try {
      // Each largest paint the browser reports, and whether its element is the app's (inside #main).
      await page.addInitScript(() => {
        const paints: string[] = [];
        Object.assign(window, { largestPaints: paints });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
            paints.push(entry.element?.closest('#main') ? 'app' : 'served');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      // The entry script is held until the served HTML has painted, as on a slow network; on a fast
      // one the app can start before the first frame, and then its paint is the first, not a later one.
      const release = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForFunction(() =>
        (window as unknown as { largestPaints?: string[] }).largestPaints?.includes('served'),
      );
      release();
      await expect(page.getByRole('tab', { name: 'Една процедура' })).toBeVisible();
      await expect(page.locator('main h1')).toHaveText(heading);
      await expect(page.locator('main p.muted')).toHaveText(intro);
      // The same text in a box of the same size: the browser does not count it as a new largest paint.
      expect([await sizeOf(page, 'main h1'), await sizeOf(page, 'main p.muted')]).toEqual(servedSizes);
      const paints = await page.evaluate(
        () => (window as unknown as { largestPaints: string[] }).largestPaints,
      );
      expect(paints[0]).toBe('served');
      expect(paints).not.toContain('app');
      await expectAccessible(page, 'home in Macedonian on a phone');
    } finally {
      await context.close();
    }
  });
});
