import { describe, expect, it } from 'vitest';
import {
  type InitialState,
  initialConfigElementId,
  initialTextsElementId,
  scriptSafeJson,
  themeCss,
  withInitialState,
} from './initial-state';

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
    texts: { 'message.loading': 'Се вчитува…', 'shell.skip_to_content': '</script>' },
  });

  it('writes JSON no text can break out of, which parses back unchanged', () => {
    const json = scriptSafeJson(hostile);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('puts the configuration and the texts into non-executable JSON blocks before </head>', () => {
    const html = withInitialState(page, state());
    const blocks = html.match(/<script[^>]*>/g) ?? [];
    expect(blocks).toEqual([
      `<script type="application/json" id="${initialConfigElementId}">`,
      `<script type="application/json" id="${initialTextsElementId}">`,
    ]);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html.indexOf(initialTextsElementId)).toBeLessThan(html.indexOf('</head>'));
    const texts = html.match(new RegExp(`id="${initialTextsElementId}">(.*?)</script>`))?.[1];
    expect(JSON.parse(texts ?? 'null')).toEqual({ locale: 'mk', texts: state().texts });
  });

  it('paints the provider name and the loading text in the root, escaped, with the locale on <html>', () => {
    const html = withInitialState(page, state());
    expect(html).toContain('<html lang="mk">');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(root).toContain('Clinic &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; $&amp; Co');
    expect(root).toContain('<p class="boot-loading" role="status">Се вчитува…</p>');
    expect(root).not.toMatch(/<(script|img)/);
  });

  it('sets the theme variables from the first paint and drops any value that could leave the rule', () => {
    expect(themeCss(state().config.theme.properties)).toBe(':root{--color-primary:#123456}');
    expect(themeCss({ 'color: red; --x': '1' })).toBe('');
    expect(withInitialState(page, state())).toContain(
      '<style id="rb-initial-theme">:root{--color-primary:#123456}</style>',
    );
  });
});
