import { type MouseEvent, useMemo } from 'react';
import { useLocation } from 'react-router';
import { adaptConfiguredLinks } from '../lib/configured-links';
import { useSanitizer } from '../lib/sanitizer-loader';

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'span';
  /** When given, clicks on links to our own site navigate inside the app instead of reloading it. */
  onInternalLink?: (path: string) => void;
}

/**
 * Renders configured HTML after the sanitiser (lib/sanitizer-loader.ts): the only way configured
 * HTML reaches the page. Its links follow the §2 footer rule (kioskMode and regionSlug carried;
 * nothing external on a kiosk).
 */
export function SafeHtml({ html, className, as = 'div', onInternalLink }: SafeHtmlProps) {
  const { search } = useLocation();
  const sanitizeHtml = useSanitizer();
  const clean = useMemo(() => {
    // Until the sanitiser's chunk is in, nothing: configured HTML is never shown unsanitised.
    const sanitised = sanitizeHtml ? sanitizeHtml(html) : '';
    return sanitised
      ? adaptConfiguredLinks(sanitised, new URLSearchParams(search), window.location.origin)
      : sanitised;
  }, [html, search, sanitizeHtml]);
  const Tag = as;

  function handleClick(event: MouseEvent<HTMLElement>) {
    if (!onInternalLink || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
    event.preventDefault();
    onInternalLink(`${url.pathname}${url.search}${url.hash}`);
  }

  if (!clean) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just passed the sanitiser.
  return <Tag className={className} onClick={handleClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
