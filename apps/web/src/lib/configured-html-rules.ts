import { configuredHtmlAllowList } from '@rb/contracts';

/** Whitespace and control characters a browser ignores inside an address (as DOMPurify strips them). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
const ADDRESS_NOISE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** Addresses: the allowed schemes, or a path of this site (one slash, not two: that is another host). */
const allowedAddress = new RegExp(`^(?:(?:${configuredHtmlAllowList.schemes.join('|')}):|/(?![/\\\\]))`, 'i');

const ADDRESS_ATTRIBUTES = ['href', 'src'] as const;

/**
 * The allow-list's rules for one element that a sanitiser has let through: addresses only with an
 * allowed scheme or to a path of this site (DOMPurify on its own lets `data:` images through), and
 * links that open a new tab do not hand the opener to the other site.
 */
export function applyAddressRules(element: Element) {
  for (const name of ADDRESS_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value !== null && !allowedAddress.test(value.replace(ADDRESS_NOISE, '')))
      element.removeAttribute(name);
  }
  if (element.tagName === 'A' && element.getAttribute('target') === '_blank') {
    element.setAttribute('rel', 'noopener noreferrer');
  }
}
