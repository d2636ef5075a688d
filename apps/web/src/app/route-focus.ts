import { useEffect, useRef } from 'react';

/** The new page's heading: the first h1 of the main landmark, or of the page where it has none. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/**
 * Whether the focus is still where the navigation left it: on <body> (the link or button that was
 * pressed went with the old page), on the element that had it when the address changed (a menu link
 * that stays), or on nothing at all. A page or a dialog that took the focus itself keeps it.
 */
function focusWasLeft(opener: Element | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === opener || !active.isConnected;
}

/**
 * WCAG 2.4.3 (issue 36 item 9): after a change of page the focus goes to the new page's heading, so a
 * screen reader reads the new page's name and the next Tab continues in the page. One mechanism for
 * every route: the heading may come later than the address (a lazy page, a page waiting for its
 * data), so it is awaited. The first page of a visit is left to the browser (focus at the top, the
 * skip link first); a change of the query alone (a step or a choice within a page) is not a new page.
 */
export function useRouteFocus(pathname: string): void {
  // The address the visit started on, until the first change of page (then null: every page counts,
  // that one too when the visitor comes back to it).
  const firstPage = useRef<string | null>(pathname);
  // Read while rendering a new address, before its page replaces the old one's elements: what had
  // the focus when the address changed.
  const rendered = useRef(pathname);
  const opener = useRef<Element | null>(null);
  if (rendered.current !== pathname) {
    rendered.current = pathname;
    opener.current = document.activeElement;
  }

  useEffect(() => {
    if (firstPage.current === pathname) return;
    firstPage.current = null;
    const from = opener.current;
    const moveFocus = (): boolean => {
      const heading = pageHeading();
      if (!heading) return false;
      if (focusWasLeft(from)) {
        // Focusable by script only: a heading is not a stop of the Tab order.
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      return true;
    };
    if (moveFocus()) return;
    const observer = new MutationObserver(() => {
      if (moveFocus()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
