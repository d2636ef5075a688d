import { describe, expect, it } from 'vitest';
import {
  type InitialState,
  initialConfigElementId,
  initialTextsElementId,
  scriptSafeJson,
  themeCss,
  translationFilesElementId,
  translationFilesOf,
  withInitialState,
} from './initial-state';

const home = { path: '/' };
const page =
  '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';

describe('initial state in index.html', () => {
  const hostile = { application: { name: 'Clinic</script><script>alert(1)</script><!--', line: 'a\u2028b' } };
  const state = (): InitialState => ({
    config: {
      radiology: { name: 'Clinic </script><img src=x onerror=alert(1)> $& Co' },
      theme: { properties: { '--color-primary': '#123456', '--bad': 'red}</style><script>x()</script>' } },
    },
    locale: 'mk',
    baseTexts: {
      'message.loading': 'Се вчитува…',
      'shell.skip_to_content': '</script>',
      'admin.section.users': 'Корисници',
      'notification.otp_code.subject': 'Вашиот код',
    },
    overrides: { 'shell.skip_to_content': '</script>' },
  });
  const textsOf = (html: string) =>
    JSON.parse(html.match(new RegExp(`id="${initialTextsElementId}">(.*?)</script>`))?.[1] ?? 'null');

  it('writes JSON no text can break out of, which parses back unchanged', () => {
    const json = scriptSafeJson(hostile);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('puts the configuration and the locale with its overrides into non-executable JSON blocks before </head>', () => {
    const html = withInitialState(page, state(), home);
    const blocks = html.match(/<script[^>]*>/g) ?? [];
    expect(blocks).toEqual([
      `<script type="application/json" id="${initialConfigElementId}">`,
      `<script type="application/json" id="${initialTextsElementId}">`,
    ]);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html.indexOf(initialTextsElementId)).toBeLessThan(html.indexOf('</head>'));
    expect(textsOf(html)).toEqual({ locale: 'mk', overrides: { 'shell.skip_to_content': '</script>' } });
  });

  it("preloads the page's base-texts file, which the build's list names per locale", () => {
    const files = { 'en-AU': '/assets/translations-en-AU-a1.json', mk: '/assets/translations-mk-b2.json' };
    const block = (value: unknown) =>
      `<script type="application/json" id="${translationFilesElementId}">${JSON.stringify(value)}</script>`;
    expect(translationFilesOf(page.replace('</head>', `${block(files)}</head>`))).toEqual(files);
    // Only addresses under /assets; no list (dev server) or a broken one is no file.
    const elsewhere = { ...files, mk: 'https://x.example/t.json' };
    expect(translationFilesOf(page.replace('</head>', `${block(elsewhere)}</head>`))).toEqual({
      'en-AU': files['en-AU'],
    });
    expect(translationFilesOf(page)).toEqual({});
    const broken = `<script type="application/json" id="${translationFilesElementId}">{</script>`;
    expect(translationFilesOf(page.replace('</head>', `${broken}</head>`))).toEqual({});

    const html = withInitialState(page, state(), { ...home, textsFile: files.mk });
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/assets/translations-mk-b2.json">',
    );
    expect(withInitialState(page, state(), home)).not.toContain('as="fetch"');
  });

  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

  it('paints the page header image and the loading text in the root, escaped, with the locale on <html>', () => {
    const html = withInitialState(page, state(), home);
    expect(html).toContain('<html lang="mk">');
    const root = rootOf(html);
    expect(root).toContain(
      '<img class="site-header-image" src="/api/assets/application/header" width="1200" height="160" ' +
        'alt="Clinic &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; $&amp; Co" fetchpriority="high">',
    );
    expect(root).toContain('<p class="boot-loading" role="status">Се вчитува…</p>');
    expect(root).not.toMatch(/<(script|a )/);
    // The provider's wording over the base text, as the app will show it.
    const overridden = { ...state(), overrides: { 'message.loading': 'Се полни…' } };
    expect(rootOf(withInitialState(page, overridden, home))).toContain(
      '<p class="boot-loading" role="status">Се полни…</p>',
    );
    // Requested first, before any script competes for a connection.
    expect(html.slice(0, html.indexOf('<title>'))).toContain(
      '<head><link rel="preload" as="image" href="/api/assets/application/header" fetchpriority="high">',
    );
  });

  it('puts the provider name into the header message as written, even one with a replacement pattern', () => {
    const texts = { ...state().baseTexts, 'header.message': 'Добредојдовте во {{name}}' };
    expect(rootOf(withInitialState(page, { ...state(), baseTexts: texts }, home))).toContain(
      '<p class="site-header-message">Добредојдовте во Clinic &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; $&amp; Co</p>',
    );
  });

  it('paints an inlined header image from its bytes, names its address and preloads nothing', () => {
    const inlineImage = 'data:image/svg+xml;base64,PHN2Zy8+';
    const html = withInitialState(page, state(), { ...home, inlineImage });
    expect(rootOf(html)).toContain(
      `<img class="site-header-image" src="${inlineImage}" data-address="/api/assets/application/header" width="1200"`,
    );
    expect(html).not.toContain('rel="preload"');
    // Only an image's data URL is painted from the page; anything else keeps the address.
    const other = withInitialState(page, state(), { ...home, inlineImage: 'data:text/html,<b>x</b>' });
    expect(rootOf(other)).toContain(
      '<img class="site-header-image" src="/api/assets/application/header" width',
    );
    expect(other).toContain('<link rel="preload" as="image" href="/api/assets/application/header"');
  });

  it('chooses the header image the web shell will show: confirmation, check-in, tablet, configured address', () => {
    const imageOf = (path: string, userAgent?: string, confirmationHeaderUrl: string | null = null) => {
      const withUrl = state();
      withUrl.config.radiology.confirmationHeaderUrl = confirmationHeaderUrl;
      return rootOf(withInitialState(page, withUrl, { path, userAgent })).match(
        /<img[^>]* src="([^"]*)"/,
      )?.[1];
    };
    expect(imageOf('/appointments/abc?x=1')).toBe('/api/assets/application/confirmation_header');
    expect(imageOf('/check-in')).toBe('/api/assets/application/check_in_header');
    expect(imageOf('/booking/us-thyroid', 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(
      '/api/assets/application/header_tablet',
    );
    expect(imageOf('/a/key', undefined, 'https://cdn.example/"x".png')).toBe(
      'https://cdn.example/&quot;x&quot;.png',
    );
  });

  it("paints the home page's and the portal home's openings as the pages render them, and no other page's", () => {
    const texts = {
      ...state().baseTexts,
      'catalog.home.title': 'Закажете <снимање>',
      'catalog.home.intro': 'Изберете во {{name}}.',
      'portal_home.title': 'Вашите термини',
    };
    const root = (path: string) => rootOf(withInitialState(page, { ...state(), baseTexts: texts }, { path }));
    expect(root('/?kioskMode=true')).toContain(
      '<main class="shell-main"><section class="page catalog-page"><h1>Закажете &lt;снимање&gt;</h1>' +
        '<p class="muted">Изберете во Clinic &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; $&amp; Co.</p>' +
        '<p class="boot-loading" role="status">Се вчитува…</p></section></main>',
    );
    for (const path of ['/appointments', '/a/', '/booking-requests?lang=mk', '/br']) {
      expect(root(path)).toContain(
        '<main class="shell-main"><section class="page portal-home"><h1>Вашите термини</h1>' +
          '<p class="boot-loading" role="status">Се вчитува…</p></section></main>',
      );
    }
    for (const path of [
      '/booking/us-thyroid',
      '/about',
      '/iframe',
      '/iframe/',
      '/appointments/abc',
      '/a/b',
    ]) {
      expect(root(path)).not.toContain('<h1>');
      expect(root(path)).toContain('<p class="boot-loading" role="status">Се вчитува…</p>');
    }
  });

  it('keeps the plain name on pages drawn without the shell (quick report, viewer, embedded copy)', () => {
    for (const path of [
      '/referrer/quick-report',
      '/imaging/viewer/t',
      '/iframe/booking/x',
      '/auth/callback',
    ]) {
      const root = rootOf(withInitialState(page, state(), { path }));
      expect(root).not.toContain('<img');
      expect(withInitialState(page, state(), { path })).not.toContain('rel="preload"');
      expect(root).toContain('<p class="boot-name">Clinic &lt;/script&gt;');
    }
  });

  it('sets the theme variables from the first paint and drops any value that could leave the rule', () => {
    expect(themeCss(state().config.theme.properties)).toBe(':root{--color-primary:#123456}');
    expect(themeCss({ 'color: red; --x': '1' })).toBe('');
    expect(withInitialState(page, state(), home)).toContain(
      '<style id="rb-initial-theme">:root{--color-primary:#123456}</style>',
    );
  });
});
