import {
  hasSiteHeader,
  headerImageName,
  headerImageSize,
  headerImageUrl,
  isTabletUserAgent,
  pageKind,
} from '@rb/contracts/common/page-kind';
import { bootOpening } from './boot-opening';
import { escapeHtml } from './meta-tags';
/** The ids of the JSON blocks the server puts into index.html; the web app reads them before fetching. */
export const initialConfigElementId = 'rb-initial-config';
export const initialTextsElementId = 'rb-initial-texts';
export const initialBrowserElementId = 'rb-initial-browser';
/** The web build's block naming each locale's hashed base-texts file (apps/web/translation-files.ts). */
export const translationFilesElementId = 'rb-translation-files';

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
    radiology: { name: string; confirmationHeaderUrl?: string | null };
    theme: { properties: Record<string, string> };
  };
  locale: string;
  /** The locale's base texts (the web build's file of them), for the few the boot shell shows. */
  baseTexts: Record<string, string>;
  /** The provider's own wording of the locale, over the base texts: the page carries these. */
  overrides: Record<string, string>;
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
 * What this browser holds in cookies no script can read (HttpOnly): whether it has a patient session
 * and whether it is a kiosk. Only presence, never a value: the shell loads the idle sign-out and the
 * kiosk watcher where they have something to watch, and those still ask the server for the truth.
 */
export interface BrowserHints {
  patientSession: boolean;
  kiosk: boolean;
}

/** The page being served: its path chooses the header image, its user agent the tablet variant. */
export interface ServedPage {
  path: string;
  userAgent?: string;
  browser?: BrowserHints;
  /** The header image's own bytes as a data URL, when it is small enough to travel in the page. */
  inlineImage?: string;
  /** The build's hashed base-texts file of the page's locale, which the page preloads. */
  textsFile?: string;
}

interface ShellImage {
  src: string;
  /** The address the image stands for when `src` is its inlined data URL. */
  address?: string;
  width: number;
  height: number;
}

/** The served page's path without its query. */
const pathnameOf = (page: ServedPage) => page.path.split('?')[0] ?? '/';

/** The header image the web shell will show on this page, by name and address (none outside the shell). */
function shellHeaderImage(state: InitialState, page: ServedPage) {
  const path = pathnameOf(page);
  if (!hasSiteHeader(path)) return undefined;
  const name = headerImageName(pageKind(path), { isTablet: isTabletUserAgent(page.userAgent ?? '') });
  return { name, address: headerImageUrl(name, state.config.radiology.confirmationHeaderUrl ?? null) };
}

/** The address of the header image the web shell will show on this page (none outside the shell). */
export const shellImageAddress = (state: InitialState, page: ServedPage) =>
  shellHeaderImage(state, page)?.address;

function shellImage(state: InitialState, page: ServedPage): ShellImage | undefined {
  const image = shellHeaderImage(state, page);
  if (!image) return undefined;
  const { address } = image;
  const size = headerImageSize(image.name);
  return page.inlineImage?.startsWith('data:image/')
    ? { src: escapeHtml(page.inlineImage), address: escapeHtml(address), ...size }
    : { src: escapeHtml(address), ...size };
}

/**
 * A text of the locale for the boot shell, with the provider's name put in as the web's i18n does
 * (by a function: a name with `$&` is not a replacement pattern).
 */
function shellText(state: InitialState, key: string): string {
  const { name } = state.config.radiology;
  const text = state.overrides[key] ?? state.baseTexts[key] ?? '';
  return escapeHtml(text.replaceAll('{{name}}', () => name));
}

/**
 * A placeholder for the shell inside the root element: the page's header image (the element a
 * patient's largest paint waits for, decision 0029) or, outside the shell, the provider's name; the
 * page's opening where it has one (boot-opening.ts); and the loading text in the chosen language.
 * The app's first render replaces these nodes rather than moving them, so nothing shifts (CLS), and
 * the page is never blank meanwhile.
 */
function bootShell(state: InitialState, image: ShellImage | undefined, pathname: string): string {
  const loading = `<p class="boot-loading" role="status">${shellText(state, 'message.loading') || '…'}</p>`;
  if (!image) {
    const name = escapeHtml(state.config.radiology.name);
    return `<div class="boot-shell"><header class="boot-header"><p class="boot-name">${name}</p></header><main class="boot-main">${loading}</main></div>`;
  }
  const opening = bootOpening(pathname);
  // The opening in the page's own elements and classes, so its text wraps as the app's will.
  const main = opening
    ? `<main class="shell-main"><section class="${opening.sectionClass}"><h1>${shellText(state, opening.headingKey)}</h1>` +
      (opening.introKey ? `<p class="muted">${shellText(state, opening.introKey)}</p>` : '') +
      `${loading}</section></main>`
    : `<main class="boot-main">${loading}</main>`;
  return `<div class="boot-shell">${siteHeader(state, image)}${main}</div>`;
}

/** The web's SiteHeader without its links and menu: the same image, size and message. */
function siteHeader(state: InitialState, { src, address, width, height }: ShellImage): string {
  const message = shellText(state, 'header.message');
  // An inlined image names its address, so the web shell shows the same bytes rather than fetch them.
  const addressAttribute = address ? ` data-address="${address}"` : '';
  return (
    '<header class="site-header"><div class="site-header-brand"><span class="site-header-home">' +
    `<img class="site-header-image" src="${src}"${addressAttribute} width="${width}" height="${height}" alt="${escapeHtml(state.config.radiology.name)}" fetchpriority="high">` +
    `</span><p class="site-header-message">${message}</p></div><div class="site-header-bar"></div></header>`
  );
}

/**
 * The build's hashed base-texts file per locale, as its index.html lists them (none without a build),
 * read once when the server starts; only addresses under /assets are taken.
 */
export function translationFilesOf(indexHtml: string): Record<string, string> {
  const block = indexHtml.match(
    new RegExp(`<script type="application/json" id="${translationFilesElementId}">(.*?)</script>`),
  )?.[1];
  try {
    const files = block ? (JSON.parse(block) as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.entries(files).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && /^\/assets\/[\w.-]+\.json$/.test(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

/**
 * The page's texts: the locale and the provider's overrides in a JSON block, and the base texts as
 * the build's hashed file (cached for good, decision 0038), preloaded so it comes beside the
 * scripts: a full load no longer carries some 16 kB brotli of texts the browser already holds.
 */
function pageTexts(state: InitialState, { textsFile: file }: ServedPage): string {
  const texts = { locale: state.locale, overrides: state.overrides };
  return (
    (file ? `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(file)}">` : '') +
    `<script type="application/json" id="${initialTextsElementId}">${scriptSafeJson(texts)}</script>`
  );
}

/** index.html with the initial state: JSON blocks (not executable), theme, language and the boot shell. */
export function withInitialState(indexHtml: string, state: InitialState, page: ServedPage): string {
  const css = themeCss(state.config.theme.properties);
  const head =
    (css ? `<style id="rb-initial-theme">${css}</style>` : '') +
    `<script type="application/json" id="${initialConfigElementId}">${scriptSafeJson(state.config)}</script>` +
    pageTexts(state, page) +
    (page.browser
      ? `<script type="application/json" id="${initialBrowserElementId}">${scriptSafeJson(page.browser)}</script>`
      : '');
  // Replacer functions: a provider's text with `$&` or `$'` must not be read as a pattern.
  let html = indexHtml.includes('</head>')
    ? indexHtml.replace('</head>', () => `${head}</head>`)
    : head + indexHtml;
  html = html.replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(state.locale)}"`);
  const image = shellImage(state, page);
  if (image && !image.address) {
    // First in the head, ahead of the module preloads: over HTTP/1.1 the image would otherwise
    // queue behind them for one of the six connections, and it is what the largest paint waits for.
    const preload = `<link rel="preload" as="image" href="${image.src}" fetchpriority="high">`;
    const charset = /<meta charset="[^"]*" ?\/?>/i;
    html = charset.test(html)
      ? html.replace(charset, (tag) => `${tag}${preload}`)
      : html.replace('<head>', () => `<head>${preload}`);
  }
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${bootShell(state, image, pathnameOf(page))}</div>`,
  );
}
