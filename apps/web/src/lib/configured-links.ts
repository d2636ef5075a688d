import { internalHref, isKioskMode, sameOriginPath } from './links';

/**
 * Configured HTML's links obey the §2 footer rule like every other link: a link to one of our pages
 * carries kioskMode and regionSlug, so a kiosk stays a kiosk after following it. On a kiosk nothing
 * leaves the site: links elsewhere (other sites, mail, phone) become their plain text, and no link
 * opens a new tab. Works on sanitised HTML (a string) and answers HTML.
 */
export function adaptConfiguredLinks(html: string, current: URLSearchParams, origin: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const kiosk = isKioskMode(current);
  for (const anchor of Array.from(template.content.querySelectorAll('a[href]'))) {
    const href = anchor.getAttribute('href') ?? '';
    const path = href.startsWith('#') ? null : sameOriginPath(href, origin);
    if (path !== null && !path.startsWith('/api/')) {
      anchor.setAttribute('href', internalHref(path, current));
      if (kiosk) {
        anchor.removeAttribute('target');
        anchor.removeAttribute('rel');
      }
    } else if (kiosk && !href.startsWith('#')) {
      const text = document.createElement('span');
      text.className = 'kiosk-link-text';
      text.append(...Array.from(anchor.childNodes));
      anchor.replaceWith(text);
    }
  }
  return template.innerHTML;
}
