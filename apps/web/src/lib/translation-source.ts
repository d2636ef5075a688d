import { isSupportedLocale, type Locale } from '@rb/contracts/common/locale-codes';
import { getJson } from './api-client';
import { initialStateIds, isStringMap, readJsonBlock } from './initial-state';

type Texts = Record<string, string>;

interface PageTextsBlock {
  locale?: unknown;
  overrides?: unknown;
}

/** The page's texts block (its locale and the provider's overrides of it), or undefined. */
const pageTextsBlock = (doc: Document) =>
  readJsonBlock(initialStateIds.texts, doc) as PageTextsBlock | undefined;

/**
 * The locale of the texts the server chose for the page: the one the visitor chose (its cookie),
 * else the configured one; undefined when the page carries none (Vite dev server).
 */
export function initialTextsLocale(doc: Document = document): Locale | undefined {
  const locale = pageTextsBlock(doc)?.locale;
  return typeof locale === 'string' && isSupportedLocale(locale) ? locale : undefined;
}

/** The provider's overrides of `locale` the server put into the page, if it carries that locale's. */
function pageOverrides(locale: Locale, doc: Document): Texts | undefined {
  const block = pageTextsBlock(doc);
  return block?.locale === locale && isStringMap(block.overrides) ? block.overrides : undefined;
}

/**
 * Texts of a locale: the build's hashed base file (cached for good, shared by every provider; the
 * page preloads its own locale's) with this provider's overrides over it, from the page when it
 * carries them, else from the server. Without the build's file list (Vite dev server, tests) the
 * server's merged map.
 */
export async function fetchTexts(locale: Locale, doc: Document = document): Promise<Texts> {
  const files = readJsonBlock(initialStateIds.translationFiles, doc);
  const file = isStringMap(files) ? files[locale] : undefined;
  const lang = encodeURIComponent(locale);
  if (!file) return getJson<Texts>(`/api/assets/translations?lang=${lang}`);
  const [base, overrides] = await Promise.all([
    getJson<Texts>(file),
    pageOverrides(locale, doc) ?? getJson<Texts>(`/api/assets/translation-overrides?lang=${lang}`),
  ]);
  return { ...base, ...overrides };
}
