import { escapeHtml } from './meta-tags';
/** The ids of the JSON blocks the server puts into index.html; the web app reads them before fetching. */
export const initialConfigElementId = 'rb-initial-config';
export const initialTextsElementId = 'rb-initial-texts';

/** The cookie the web app sets when a visitor chooses a language, so the page carries that locale's texts. */
export const chosenLocaleCookie = 'rb_locale';

/**
 * JSON that is safe inside a <script> element: every `<` is written as \u003c, so no text (a
 * provider name with `</script>` or `<!--`) can end the element early; JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What the first render needs, so the shell paints with the HTML and the app starts without a request. */
export interface InitialState {
  config: {
    radiology: { name: string };
    theme: { properties: Record<string, string> };
  };
  locale: string;
  /** Base texts of the locale with the provider's overrides over them. */
  texts: Record<string, string>;
}

/**
 * The theme's CSS variables as a rule, so colours are right from the first paint rather than when
 * the script applies them. Only custom-property names and values that cannot end the rule or the
 * element are kept.
 */
export function themeCss(properties: Record<string, string>): string {
  const declarations = Object.entries(properties)
    .filter(([name, value]) => /^--[\w-]+$/.test(name) && !/[<>{};\\]/.test(value))
    .map(([name, value]) => `${name}:${value}`);
  return declarations.length ? `:root{${declarations.join(';')}}` : '';
}

/**
 * A placeholder for the shell inside the root element: the provider's name and the loading text in
 * the chosen language. React replaces it on its first render; it is not the shell's layout, so no
 * element of it moves when that happens (no layout shift), and the page is never blank meanwhile.
 */
export function bootShell(state: InitialState): string {
  const name = escapeHtml(state.config.radiology.name);
  const loading = escapeHtml(state.texts['message.loading'] ?? '…');
  return (
    `<div class="boot-shell"><header class="boot-header"><p class="boot-name">${name}</p></header>` +
    `<main class="boot-main"><p class="boot-loading" role="status">${loading}</p></main></div>`
  );
}

/** index.html with the initial state: JSON blocks (not executable), theme, language and the boot shell. */
export function withInitialState(indexHtml: string, state: InitialState): string {
  const css = themeCss(state.config.theme.properties);
  const head =
    (css ? `<style id="rb-initial-theme">${css}</style>` : '') +
    `<script type="application/json" id="${initialConfigElementId}">${scriptSafeJson(state.config)}</script>` +
    `<script type="application/json" id="${initialTextsElementId}">${scriptSafeJson({ locale: state.locale, texts: state.texts })}</script>`;
  // Replacer functions: a provider's text with `$&` or `$'` must not be read as a pattern.
  let html = indexHtml.includes('</head>')
    ? indexHtml.replace('</head>', () => `${head}</head>`)
    : head + indexHtml;
  html = html.replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(state.locale)}"`);
  return html.replace('<div id="root"></div>', () => `<div id="root">${bootShell(state)}</div>`);
}
