import { describe, expect, it } from 'vitest';
import { scopeCss } from './scope-css';

describe('questionnaire CSS', () => {
  it('is empty without configured CSS', () => {
    expect(scopeCss('', '.q')).toBe('');
    expect(scopeCss(undefined, '.q')).toBe('');
  });

  it('never lets the CSS close its style element', () => {
    const css = scopeCss('.sd-title { color: red; } </style><script>alert(1)</script>', '.q');
    expect(css).not.toContain('<');
    expect(css).not.toContain('script>');
  });

  it('scopes every rule it keeps to the questionnaire', () => {
    const css = scopeCss('.sd-title, h2 { color: red; } @import url("https://x.example/a.css");', '.q');
    expect(css).toContain('.q .sd-title');
    expect(css).not.toContain('@import');
    for (const line of css.split('\n').filter(Boolean)) expect(line.startsWith('.q ')).toBe(true);
  });
});
