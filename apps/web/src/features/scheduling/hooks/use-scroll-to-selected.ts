import { type RefObject, useEffect } from 'react';

/** §9: the chosen slot is scrolled into view 100 ms after it shows (the list may still be laying out). */
export const SCROLL_TO_SELECTED_DELAY_MS = 100;

export function useScrollToSelected(container: RefObject<HTMLElement | null>, selectedKey: string | null) {
  useEffect(() => {
    if (!selectedKey) return;
    const timer = window.setTimeout(() => {
      const target = container.current?.querySelector<HTMLElement>('[data-selected-slot="true"]');
      target?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }, SCROLL_TO_SELECTED_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [container, selectedKey]);
}
