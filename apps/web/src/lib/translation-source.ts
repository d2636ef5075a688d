import { isSupportedLocale, type Locale } from '@rb/contracts/common/locale-codes';
import { getJson } from './api-client';
import { initialStateIds, isStringMap, readJsonBlock } from './initial-state';

type Texts = Record<string, string>;

interface PageTextsBlock {
  locale?: unknown;
  texts?: unknown;
  partial?: unknown;
}

const parsedBlocks = new WeakMap<Element, PageTextsBlock | undefined>();

/**
 * The page's texts block, parsed once per element: its JSON is most of the page (tens of kB), and
 * start-up asks it for the locale, the texts and whether they are partial.
 */
function pageTextsBlock(doc: Document): PageTextsBlock | undefined {
  const element = doc.getElementById(initialStateIds.texts);
  if (!element) return undefined;
  if (!parsedBlocks.has(element))
    parsedBlocks.set(element, readJsonBlock(initialStateIds.texts, doc) as PageTextsBlock | undefined);
  return parsedBlocks.get(element);
}

/**
 * The texts of `locale` the server put into index.html (base texts with the provider's overrides),
 * so the first render waits for no request; undefined when the page carries another locale or none.
 */
export function initialTexts(locale: Locale, doc: Document = document): Texts | undefined {
  const block = pageTextsBlock(doc);
  return block?.locale === locale && isStringMap(block.texts) ? block.texts : undefined;
}

/**
 * The locale of the texts the server put into index.html: the one the visitor chose (its cookie),
 * else the configured one; undefined when the page carries none (Vite dev server).
 */
export function initialTextsLocale(doc: Document = document): Locale | undefined {
  const locale = pageTextsBlock(doc)?.locale;
  return typeof locale === 'string' && isSupportedLocale(locale) ? locale : undefined;
}

/**
 * Whether the page's texts of `locale` leave out the staff-only ones (`partial`, on every page but
 * the staff pages, issue 16): those pages load the complete texts before they render.
 */
export function initialTextsArePartial(locale: Locale, doc: Document = document): boolean {
  const block = pageTextsBlock(doc);
  return block?.locale === locale && block.partial === true;
}

/**
 * Texts of another locale: the build's hashed base file (cached for good, shared by every provider)
 * with this provider's overrides from the server over it. Without the build's file list (Vite dev
 * server, tests) the server's merged map.
 */
export async function fetchTexts(locale: Locale, doc: Document = document): Promise<Texts> {
  const files = readJsonBlock(initialStateIds.translationFiles, doc);
  const file = isStringMap(files) ? files[locale] : undefined;
  const lang = encodeURIComponent(locale);
  if (!file) return getJson<Texts>(`/api/assets/translations?lang=${lang}`);
  const [base, overrides] = await Promise.all([
    getJson<Texts>(file),
    getJson<Texts>(`/api/assets/translation-overrides?lang=${lang}`),
  ]);
  return { ...base, ...overrides };
}
