import { useEffect, useRef } from 'react';

/** The new page's heading: the first h1 of the main landmark, or of the page where it has none. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/** Whether the focus is lost: on <body> (the link or button that was pressed went away) or nowhere. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * WCAG 2.4.3 (issue 36 item 9): after a change of page the focus goes to the new page's heading, so a
 * screen reader reads the new page's name and the next Tab continues in the page. One mechanism for
 * every route: the heading may come later than the address (a lazy page, a page waiting for its
 * data), so it is awaited. The first page of a visit is left to the browser (focus at the top, the
 * skip link first); a change of the query alone (a step or a choice within a page) is not a new page.
 *
 * `page` names the route the address matched. Another route is another page: the focus moves unless
 * the page or a dialog took it (it is lost, or still on what had it when the address changed, such as
 * a menu link). The same route under another address (the booking page's next week, whose week is in
 * the path) is the same page: the focus moves only when it was lost.
 */
export function useRouteFocus(pathname: string, page: unknown): void {
  // The address the visit started on, until the first change of page (then null: every page counts,
  // that one too when the visitor comes back to it).
  const firstPage = useRef<string | null>(pathname);
  // Read while rendering a new address, before its page replaces the old one's elements: what had
  // the focus when the address changed.
  const rendered = useRef({ pathname, page });
  const change = useRef({ opener: null as Element | null, samePage: false });
  if (rendered.current.pathname !== pathname) {
    change.current = { opener: document.activeElement, samePage: rendered.current.page === page };
    rendered.current = { pathname, page };
  }

  useEffect(() => {
    if (firstPage.current === pathname) return;
    firstPage.current = null;
    const { opener, samePage } = change.current;
    const moveFocus = (): boolean => {
      const heading = pageHeading();
      if (!heading) return false;
      if (focusIsLost() || (!samePage && document.activeElement === opener)) {
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
