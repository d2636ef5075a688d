import { text } from './text';

/**
 * What configured HTML (about, contact, terms, banner, custom footer) may contain. One list, used by
 * the server's sanitiser when staff save a section and by the web's before it renders one, so
 * neither can drift from the other. No scripts, styles, frames, forms or event handlers; links
 * only to https:, mailto:, tel: or a path of this site.
 */
export const configuredHtmlAllowList = {
  tags: [
    'a',
    'abbr',
    'b',
    'blockquote',
    'br',
    'caption',
    'code',
    'dd',
    'div',
    'dl',
    'dt',
    'em',
    'figcaption',
    'figure',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  /** Attributes per tag; `*` applies to every allowed tag. */
  attributes: {
    '*': ['class', 'title', 'lang', 'dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  } as Record<string, string[]>,
  /** Link and image address schemes; addresses without a scheme are paths of this site. */
  schemes: ['https', 'mailto', 'tel'],
} as const;

/** Every attribute name the allow-list names, for sanitisers that take one flat list. */
export const configuredHtmlAttributeNames = [
  ...new Set(Object.values(configuredHtmlAllowList.attributes).flat()),
];

/** A path of this site: one leading slash (not two: that is another host) and no backslash. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const HTTPS_URL = /^https:\/\/[^\s/?#\\]+[^\s\\]*$/i;
const MAILTO = /^mailto:[^\s@]+@[^\s@]+$/i;
const TEL = /^tel:\+?[0-9() .-]{3,32}$/i;

/**
 * A configured address: `https:` or a path of this site, and `mailto:`/`tel:` where a link may
 * call or write (never `javascript:`, `data:` or plain `http:`).
 */
export const configuredUrl = (options: { mailto?: boolean; tel?: boolean; path?: boolean } = {}) =>
  text()
    .max(2000)
    .refine(
      (value) =>
        HTTPS_URL.test(value) ||
        ((options.path ?? true) && SITE_PATH.test(value)) ||
        (!!options.mailto && MAILTO.test(value)) ||
        (!!options.tel && TEL.test(value)),
      'must be an https: address or a path of this site',
    );
