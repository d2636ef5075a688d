import { configuredHtmlAllowList } from '@rb/contracts';
import { applyAddressRules } from './configured-html-rules';

type SetHtml = (html: string, options: { sanitizer: object }) => void;

const { '*': everyElement = [], ...perElement } = configuredHtmlAllowList.attributes;

/** The allow-list the server cleans with when configuration is saved, as a SanitizerConfig. */
const sanitizerConfig = {
  elements: configuredHtmlAllowList.tags.map((name) => ({ name, attributes: perElement[name] ?? [] })),
  attributes: everyElement,
  comments: false,
  dataAttributes: false,
};

/**
 * Configured HTML through the browser's own HTML Sanitizer API (`setHTML`), where the browser has
 * one: nothing to download or compile before a banner shows, where DOMPurify's chunk took a long
 * task of its own at start-up on a slow phone (issue 16, decision 0037). The API always drops
 * scripts, handlers and javascript: addresses; the allow-list drops the rest, and the address rules
 * are the ones DOMPurify's path applies. The HTML is parsed into a document without a window, so
 * nothing in it runs or loads.
 */
function sanitizeNatively(html: string | null | undefined): string {
  if (!html) return '';
  const container = document.implementation.createHTMLDocument('').body;
  (container as unknown as { setHTML: SetHtml }).setHTML(html, { sanitizer: sanitizerConfig });
  for (const element of Array.from(container.querySelectorAll('*'))) applyAddressRules(element);
  return container.innerHTML;
}

/** The native sanitiser, or undefined in a browser without the HTML Sanitizer API. */
export const nativeSanitizer =
  typeof Element !== 'undefined' && 'setHTML' in Element.prototype ? sanitizeNatively : undefined;
