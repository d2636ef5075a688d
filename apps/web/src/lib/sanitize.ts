import { configuredHtmlAllowList, configuredHtmlAttributeNames } from '@rb/contracts';
import DOMPurify from 'dompurify';
import { applyAddressRules } from './configured-html-rules';

let purifierVerdict: boolean | undefined;

// This module loads only where configured HTML is shown without the native sanitiser.
DOMPurify.addHook('afterSanitizeAttributes', applyAddressRules);

/** The allow-list the server also cleans with when configuration is saved (one list, in contracts). */
const CONFIG = {
  ALLOWED_TAGS: [...configuredHtmlAllowList.tags],
  ALLOWED_ATTR: configuredHtmlAttributeNames,
  // Addresses are held to the allow-list's schemes by applyAddressRules, not ALLOWED_URI_REGEXP:
  // DOMPurify tests that pattern against every attribute but a few, so a strict one dropped target,
  // colspan, scope, width and the rest along with the bad addresses.
  // data-* attributes are not in the allow-list (DOMPurify keeps them unless told).
  ALLOW_DATA_ATTR: false,
};

/**
 * DOMPurify answers its input unchanged where the DOM is not one it can work with (it does so under
 * happy-dom, for one). A probe proves it works here once; otherwise we fail closed with text only.
 * The probe holds no inline event handler: Chromium checks the page's CSP as soon as it parses one,
 * even in DOMPurify's inert document, and logs a blocked-handler error on every page load.
 */
const PROBE = '<p>ok</p><a href="javascript:x()">x</a><script>x()</script>';

function purifierWorks(): boolean {
  if (purifierVerdict === undefined) {
    const probe = DOMPurify.isSupported ? DOMPurify.sanitize(PROBE, CONFIG) : '';
    purifierVerdict = probe.includes('<p>ok</p>') && !/javascript:|<script/i.test(probe);
    if (!purifierVerdict) console.warn('HTML sanitiser unavailable: configured HTML is shown as text');
  }
  return purifierVerdict;
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The fallback: the words of the HTML without any markup, escaped. */
export function textOnly(html: string): string {
  // A parsed document from DOMParser never runs scripts or loads images.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.body.querySelectorAll('script, style, template')) element.remove();
  return escapeText(doc.body.textContent ?? '');
}

/**
 * Configured HTML (about, contact, terms, banner, footer) made safe to render: no scripts, no event
 * handlers, no javascript: addresses, no frames or forms, no inline styles. Every
 * dangerouslySetInnerHTML goes through this.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (!purifierWorks()) return textOnly(html);
  return DOMPurify.sanitize(html, CONFIG);
}
