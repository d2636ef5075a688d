import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';
import { holdRequests } from './held-requests';

/** The page's own heading (the shell's header has none). */
const pageHeading = (page: Page) => page.locator('main h1').first();

test.describe('static pages inside the layout shell', () => {
  test('home shows the shell with header image, menu, banner and footer', async ({ freshPage: page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('img', { name: /Southern Cross Imaging/ }),
    ).toHaveAttribute('data-header-image', 'header');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toContainText('Holiday hours');
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Southern Cross Imaging Pty Ltd`,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
    await expectAccessible(page, '/');
  });

  test('about shows the provider name and the configured text', async ({ freshPage: page }) => {
    await page.goto('/about');
    await expect(pageHeading(page)).toHaveText('About Southern Cross Imaging');
    await expect(page.getByRole('main')).toContainText(
      'radiology practice with clinics across New South Wales',
    );
    await expectAccessible(page, '/about');
  });

  test('contact shows the configured contact text with working links', async ({ freshPage: page }) => {
    await page.goto('/contact');
    await expect(pageHeading(page)).toHaveText('Contact');
    await expect(page.getByRole('main').getByRole('link', { name: '1300 724 000' })).toHaveAttribute(
      'href',
      'tel:1300724000',
    );
    await expectAccessible(page, '/contact');
  });

  test('terms loads its text from the server', async ({ freshPage: page }) => {
    await page.goto('/terms');
    await expect(pageHeading(page)).toHaveText('Terms and conditions');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Cancellations' })).toBeVisible();
    await expectAccessible(page, '/terms');
  });

  test('terms shows a loading indicator while the text is on its way', async ({ freshPage: page }) => {
    const release = await holdRequests(page, '**/api/config/terms');
    await page.goto('/terms');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
    release();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Cancellations' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  });

  test('privacy names the provider and links to its policy in a new tab', async ({ freshPage: page }) => {
    await page.goto('/privacy');
    await expect(pageHeading(page)).toHaveText('Privacy');
    await expect(page.getByRole('main')).toContainText('Southern Cross Imaging protects your personal');
    const policy = page.getByRole('main').getByRole('link', { name: /privacy policy/ });
    await expect(policy).toHaveAttribute('href', 'https://southerncrossimaging.example/privacy');
    await expect(policy).toHaveAttribute('target', '_blank');
    await expect(policy).toHaveAttribute('rel', /noopener/);
    await expectAccessible(page, '/privacy');
  });

  test('an unknown address shows the not-found page', async ({ freshPage: page }) => {
    await page.goto('/no-such-page/here');
    await expect(pageHeading(page)).toHaveText('Page not found');
    await expectAccessible(page, 'not found');
  });

  test('configured HTML is sanitised in the browser: markup kept, scripts and handlers gone', async ({
    freshPage: page,
  }) => {
    // The server puts the configuration into index.html; without that block the app asks /api/config.
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="rb-initial-config">.*?<\/script>/s,
        '',
      );
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    });
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      config.radiology.about =
        '<p class="kept">Safe <strong>text</strong></p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">bad link</a>';
      await route.fulfill({ response, json: config });
    });
    // Chromium reports the planted onerror handler as blocked by the CSP while the sanitiser parses it.
    allowConsoleErrors(page, [
      /^console error: Executing inline event handler violates .*Content Security Policy/,
    ]);
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.locator('p.kept strong')).toHaveText('text');
    await expect(main.locator('script, [onerror]')).toHaveCount(0);
    await expect(main.getByText('bad link')).not.toHaveAttribute('href', /javascript/);
    await main.getByText('bad link').click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});

test.describe('deny page', () => {
  const states: [string, string, string][] = [
    ['status=EXPIRED', 'This link has expired', 'no longer valid'],
    ['status=CANCELED', 'This booking was cancelled', 'has been cancelled'],
    ['status=ON_HOLD', 'Your request is being reviewed', 'reviewing your referral'],
    ['status=ARCHIVED', 'Access restricted', 'cannot be opened'],
    ['revoked=true', 'Access revoked', 'has been withdrawn'],
    ['maxAttempts=true&message=max_attempts_reached_results', 'Too many attempts', 'open your results'],
    ['resultsExpired=true', 'Results no longer available', 'access to these results has ended'],
    ['', 'Something went wrong', 'could not open this page'],
  ];

  for (const [query, heading, text] of states) {
    test(`/deny?${query} shows "${heading}"`, async ({ freshPage: page }) => {
      await page.goto(`/deny?${query}`);
      await expect(pageHeading(page)).toHaveText(heading);
      await expect(page.getByRole('main')).toContainText(text);
      await expect(page.getByRole('main').getByRole('button', { name: 'Close' })).toHaveCount(0);
      await expectAccessible(page, `/deny?${query}`);
    });
  }

  test('the close button returns to a same-origin redirect address', async ({ freshPage: page }) => {
    await page.goto('/deny?status=EXPIRED&showClose=true&redirectUrl=%2Fabout');
    await page.getByRole('main').getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(pageHeading(page)).toHaveText('About Southern Cross Imaging');
  });

  test('no close button for a redirect to another site', async ({ freshPage: page }) => {
    await page.goto('/deny?revoked=true&showClose=true&redirectUrl=https%3A%2F%2Fevil.example%2F');
    await expect(pageHeading(page)).toHaveText('Access revoked');
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  });
});

test.describe('embedded copies under /iframe', () => {
  const twins: [string, RegExp | string][] = [
    ['/iframe/deny?status=CANCELED', 'This booking was cancelled'],
    ['/iframe/deny?maxAttempts=true', 'Too many attempts'],
    ['/iframe/no-such-page', 'Page not found'],
  ];

  for (const [path, heading] of twins) {
    test(`${path} shows the page without header, menu or footer`, async ({ freshPage: page }) => {
      await page.goto(path);
      await expect(pageHeading(page)).toHaveText(heading);
      await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expectAccessible(page, path);
    });
  }

  test('/iframe (home) renders inside the embedded shell', async ({ freshPage: page }) => {
    await page.goto('/iframe');
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectAccessible(page, '/iframe');
  });

  test('root-only static pages are not part of the embedded table', async ({ freshPage: page }) => {
    await page.goto('/iframe/about');
    await expect(pageHeading(page)).toHaveText('Page not found');
  });
});

test.describe('embedded test page', () => {
  test('frames /iframe/select-region by default', async ({ freshPage: page }) => {
    await page.goto('/iframe-test');
    const frame = page.getByTitle('Embedded booking service');
    await expect(frame).toHaveAttribute('src', '/iframe/select-region');
    await expect(page.frameLocator('iframe').locator('main#main')).toBeVisible();
    await expectAccessible(page, '/iframe-test');
  });

  test('frames the same-origin address given in link', async ({ freshPage: page }) => {
    await page.goto('/iframe-test?link=%2Fiframe%2Fdeny%3Frevoked%3Dtrue');
    await expect(page.frameLocator('iframe').locator('main h1')).toHaveText('Access revoked');
    await expectAccessible(page, '/iframe-test?link=deny');
  });
});
