import { describe, expect, it } from 'vitest';
import { applyTheme, fontFaceCss } from './theme';

const font = {
  family: 'Brand Sans',
  style: 'normal',
  weight: '400',
  srcUrl: '/fonts/brand.woff2',
  srcFormat: 'woff2',
  unicodeRange: null,
};

describe('applyTheme', () => {
  it('sets every CSS variable on the document element', () => {
    applyTheme({ properties: { '--color-primary': '#123456', '--radius': '4px' }, fontConfig: [] });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary')).toBe('#123456');
    expect(style.getPropertyValue('--radius')).toBe('4px');
  });

  it('adds one font-face style element and replaces its text on a second call', () => {
    applyTheme({ properties: {}, fontConfig: [font] });
    applyTheme({ properties: {}, fontConfig: [{ ...font, family: 'Other' }] });
    const styles = document.querySelectorAll('#theme-fonts');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain('"Other"');
  });

  it('strips quotes from font names and addresses so configuration cannot break out of the rule', () => {
    const css = fontFaceCss({
      properties: {},
      fontConfig: [{ ...font, family: 'A"}body{x:y', srcUrl: 'a")' }],
    });
    expect(css).toContain('font-family:"A}body{x:y"');
    expect(css).not.toContain('""');
  });
});
