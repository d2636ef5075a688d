import { describe, expect, it } from 'vitest';
import { sanitizeHtml, textOnly } from './sanitize';

/** Parses the sanitised output so assertions are about what the browser would build from it. */
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

/** Both paths: DOMPurify where it works, the text-only fallback where it does not (happy-dom). */
const sanitisers = [
  ['sanitizeHtml', sanitizeHtml],
  ['textOnly', textOnly],
] as const;

describe.each(sanitisers)('%s', (_name, sanitise) => {
  it('removes scripts', () => {
    const out = sanitise('<p>Hi</p><script>alert(1)</script>');
    expect(parse(out).querySelector('script')).toBeNull();
    expect(out).not.toMatch(/alert/);
  });

  it('removes event handlers and script addresses', () => {
    const out = parse(
      sanitise('<img src="x" onerror="alert(1)"><a href="javascript:alert(2)" onclick="x()">x</a>'),
    );
    for (const element of out.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) expect(attribute.startsWith('on')).toBe(false);
    }
    expect(out.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('removes frames, forms and inline styles', () => {
    const out = parse(
      sanitise(
        '<iframe srcdoc="x"></iframe><form action="/x"><input name="a"></form><p style="position:fixed">t</p>',
      ),
    );
    expect(out.querySelector('iframe, form, input')).toBeNull();
    expect(out.querySelector('[style]')).toBeNull();
  });

  it('keeps the readable text', () => {
    expect(parse(sanitise('<p>Call <a href="tel:1300">1300 724</a></p>')).textContent).toContain(
      'Call 1300 724',
    );
  });
});

describe('sanitizeHtml', () => {
  it('gives links that open a new tab no opener', () => {
    const link = parse(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).querySelector('a');
    if (link?.getAttribute('target') === '_blank') expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('textOnly', () => {
  it('escapes markup characters in the text so nothing becomes an element again', () => {
    expect(textOnly('<p>&lt;img src=x onerror=alert(1)&gt;</p>')).toBe(
      '&#60;img src=x onerror=alert(1)&#62;',
    );
  });
});
