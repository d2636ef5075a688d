import { configuredHtmlAllowList } from '@rb/contracts';
import sanitize from 'sanitize-html';

const options: sanitize.IOptions = {
  allowedTags: [...configuredHtmlAllowList.tags],
  allowedAttributes: configuredHtmlAllowList.attributes,
  allowedSchemes: [...configuredHtmlAllowList.schemes],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; other refused tags keep their words.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/**
 * Configured HTML made safe when staff save it (issue 12, finding 9), with the allow-list the web
 * also renders through: what is stored and served holds no script, handler or javascript: link.
 */
export function sanitizeConfiguredHtml(html: string): string {
  return sanitize(html, options);
}
