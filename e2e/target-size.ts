import type { Page } from '@playwright/test';

/** Everything a pointer can activate (disabled controls are not targets). */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="option"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * The interactive targets of the page smaller than `minimum`×`minimum` CSS px, described for a
 * failure message. The one exception taken from WCAG 2.2 SC 2.5.8 is "inline": a target laid out
 * inline in a block that has text of its own (a link in a sentence). The spacing exception is not
 * taken: every other target must have the size itself. Targets not shown, or visually hidden (1 px
 * or less, like a file input behind its label), are no pointer targets and are left out.
 */
export function undersizedTargets(page: Page, minimum: number): Promise<string[]> {
  return page.evaluate(
    ({ selector, minimum }) => {
      const label = (element: Element, rect: DOMRect) => {
        const labelled = (element as HTMLInputElement).labels?.[0] ?? element;
        const name =
          element.getAttribute('aria-label') ??
          (labelled.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const tag = element.tagName.toLowerCase();
        const type = element.getAttribute('type');
        return `${tag}${type ? `[type=${type}]` : ''} "${name}" ${rect.width.toFixed(1)}×${rect.height.toFixed(1)}`;
      };
      /** The box whose lines an inline element sits on: its nearest ancestor that is not inline. */
      const blockOf = (node: Node) => {
        let block = node.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        return block;
      };
      /** True when the target is inline and shares its lines with words that are not the target's. */
      const inRunningText = (element: HTMLElement) => {
        if (getComputedStyle(element).display !== 'inline') return false;
        const block = blockOf(element);
        if (!block) return false;
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (element.contains(node) || blockOf(node) !== block) continue;
          // Words or figures, not a separator between links.
          if (/[\p{L}\p{N}]/u.test(node.textContent ?? '')) return true;
        }
        return false;
      };

      const targets = [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => !(element as HTMLButtonElement).disabled)
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .map((element) => ({ element, rect: element.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 1 && rect.height > 1)
        // Nested targets (a button inside a link) count once, as the outer one.
        .filter(
          ({ element }, _, all) => !all.some((o) => o.element !== element && o.element.contains(element)),
        );

      return targets
        .filter(({ rect }) => rect.width < minimum || rect.height < minimum)
        .filter(({ element }) => !inRunningText(element))
        .map(({ element, rect }) => label(element, rect));
    },
    { selector: INTERACTIVE, minimum },
  );
}
