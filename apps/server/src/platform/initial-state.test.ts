import { describe, expect, it } from 'vitest';
import { initialConfigElementId, scriptSafeJson, withInitialConfig } from './initial-state';

describe('initial config in index.html', () => {
  const hostile = { application: { name: 'Clinic</script><script>alert(1)</script><!--', line: 'a\u2028b' } };

  it('writes JSON no text can break out of, which parses back unchanged', () => {
    const json = scriptSafeJson(hostile);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('puts one non-executable JSON block before </head>', () => {
    const html = withInitialConfig('<html><head><title>x</title></head><body></body></html>', hostile);
    const blocks = html.match(/<script[^>]*>/g) ?? [];
    expect(blocks).toEqual([`<script type="application/json" id="${initialConfigElementId}">`]);
    expect(html.indexOf(initialConfigElementId)).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
