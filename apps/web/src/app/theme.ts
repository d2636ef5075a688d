import type { Theme } from '@rb/contracts';

/** Escapes a value for a CSS string literal. */
const cssString = (value: string) => `"${value.replace(/["\\\n]/g, '')}"`;

/** Font-face rules from the configured font entries. */
export function fontFaceCss(theme: Theme): string {
  return theme.fontConfig
    .map(
      (font) =>
        `@font-face{font-family:${cssString(font.family)};font-style:${font.style};font-weight:${font.weight};` +
        `src:url(${cssString(font.srcUrl)}) format(${cssString(font.srcFormat)});` +
        (font.unicodeRange ? `unicode-range:${font.unicodeRange};` : '') +
        'font-display:swap}',
    )
    .join('\n');
}

/** Applies the server's CSS variables and font faces (§3 Theme) to the document. */
export function applyTheme(theme: Theme, doc: Document = document): void {
  for (const [name, value] of Object.entries(theme.properties)) {
    doc.documentElement.style.setProperty(name, value);
  }
  const css = fontFaceCss(theme);
  if (!css) return;
  let style = doc.getElementById('theme-fonts');
  if (!style) {
    style = doc.createElement('style');
    style.id = 'theme-fonts';
    doc.head.appendChild(style);
  }
  style.textContent = css;
}
