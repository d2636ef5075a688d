import path from 'node:path';
import { build } from 'esbuild';
import { expect, expectAccessible, test } from './fixtures';

/**
 * The web's two sanitisers of configured HTML in a real browser: the HTML Sanitizer API path
 * (lib/native-sanitizer.ts), which Chromium takes, and DOMPurify (lib/sanitize.ts), which browsers
 * without that API take. The web tests' happy-dom has neither a Sanitizer API nor a DOM DOMPurify
 * accepts, so only here do both run as they do for patients. The modules are bundled as they are
 * and put on a blank page: no server call is involved.
 */
let script: string;

test.beforeAll(async () => {
  const bundled = await build({
    stdin: {
      contents: `export { nativeSanitizer } from './native-sanitizer'; export { sanitizeHtml } from './sanitize';`,
      resolveDir: path.resolve('apps/web/src/lib'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'sanitisers',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  script = bundled.outputFiles[0]?.text ?? '';
});

type Which = 'nativeSanitizer' | 'sanitizeHtml';

for (const which of ['nativeSanitizer', 'sanitizeHtml'] as const) {
  test.describe(which, () => {
    test.beforeEach(async ({ page }) => {
      await page.setContent('<!doctype html><html lang="en"><title>Sanitiser</title><body></body></html>');
      await page.addScriptTag({ content: script });
    });

    /** The sanitised HTML, parsed again as the page would, described element by element. */
    const sanitise = (page: import('@playwright/test').Page, html: string) =>
      page.evaluate(
        ([name, input]) => {
          const sanitisers = (window as unknown as { sanitisers: Record<Which, (html: string) => string> })
            .sanitisers;
          const sanitiser = sanitisers[name as Which];
          if (!sanitiser) throw new Error(`${name} is not available in this browser`);
          const output = sanitiser(input as string);
          const template = document.createElement('template');
          template.innerHTML = output;
          const elements = Array.from(template.content.querySelectorAll('*')).map((element) => ({
            tag: element.tagName.toLowerCase(),
            attributes: Object.fromEntries(
              element.getAttributeNames().map((n) => [n, element.getAttribute(n)]),
            ),
          }));
          return { output, elements, text: template.content.textContent ?? '' };
        },
        [which, html] as const,
      );

    test('removes scripts, event handlers and script addresses', async ({ page }) => {
      const out = await sanitise(
        page,
        '<p onclick="x()">Hi</p><script>alert(1)</script><img src="/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      );
      expect(out.output).not.toMatch(/alert|onclick|onerror|<script/i);
      expect(out.elements).toEqual([
        { tag: 'p', attributes: {} },
        { tag: 'img', attributes: { src: '/a.png' } },
        { tag: 'a', attributes: {} },
      ]);
    });

    test('removes frames, forms, inline styles, comments and data attributes', async ({ page }) => {
      const out = await sanitise(
        page,
        '<iframe srcdoc="x"></iframe><form action="/x"><input name="a"></form><p style="position:fixed" data-x="1">t</p><!-- note -->',
      );
      expect(out.elements).toEqual([{ tag: 'p', attributes: {} }]);
      expect(out.output).not.toContain('note');
    });

    test('keeps addresses to https:, mailto:, tel: and this site only', async ({ page }) => {
      const out = await sanitise(
        page,
        [
          '<a href="https://x.example/a">https</a>',
          '<a href="mailto:desk@x.example">mail</a>',
          '<a href="tel:1300 724">tel</a>',
          '<a href="/about">path</a>',
          '<a href="http://x.example">http</a>',
          '<a href="//x.example">other host</a>',
          '<a href="data:text/html,x">data</a>',
          '<a href=" java\tscript:alert(1)">spaced</a>',
          '<img src="data:image/png;base64,AAAA" alt="d">',
        ].join(''),
      );
      expect(
        out.elements.map((element) => element.attributes.href ?? element.attributes.src ?? null),
      ).toEqual([
        'https://x.example/a',
        'mailto:desk@x.example',
        'tel:1300 724',
        '/about',
        null,
        null,
        null,
        null,
        null,
      ]);
    });

    test('gives links that open a new tab no opener, and keeps the allowed structure', async ({ page }) => {
      const out = await sanitise(
        page,
        '<a href="https://x.example" target="_blank" rel="opener">x</a><table><tbody><tr><th scope="col" class="c">h</th><td colspan="2">d</td></tr></tbody></table>',
      );
      expect(out.elements).toEqual([
        { tag: 'a', attributes: { href: 'https://x.example', target: '_blank', rel: 'noopener noreferrer' } },
        { tag: 'table', attributes: {} },
        { tag: 'tbody', attributes: {} },
        { tag: 'tr', attributes: {} },
        { tag: 'th', attributes: { scope: 'col', class: 'c' } },
        { tag: 'td', attributes: { colspan: '2' } },
      ]);
      expect(out.text).toBe('xhd');
    });

    test('answers an empty string for nothing', async ({ page }) => {
      expect((await sanitise(page, '')).output).toBe('');
    });
  });
}

test('in Chromium the app shows configured HTML without downloading DOMPurify', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // The demo provider's banner is configured HTML with a link.
  const banner = page.getByRole('region', { name: 'Announcement' });
  await expect(banner).toContainText('Holiday hours');
  await expect(banner.getByRole('link').first()).toBeVisible();
  await expectAccessible(page, 'home with its banner');
  expect(scripts.length).toBeGreaterThan(0);
  // DOMPurify's chunk is named after lib/sanitize.ts.
  expect(scripts.filter((script) => /\/sanitize-[^/]*\.js$/.test(script))).toEqual([]);
});
