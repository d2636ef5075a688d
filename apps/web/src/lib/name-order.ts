/**
 * Comparisons for sorting. Names people read go through a collator of the page's language; ISO
 * instants and "HH:mm" times compare by their characters, which is already their order.
 *
 * A page's first collator costs 30–130 ms in Chromium at 4× CPU slowdown (ICU's collation data, once
 * per page); `localeCompare` pays the same, so machine text never goes through one. The collator is
 * built in a task of its own when this module loads, before a page's data arrive, rather than inside
 * the render that sorts them (one long task less, issue 16's blocking time).
 */
const collators = new Map<string, Intl.Collator>();

function pageCollator(): Intl.Collator {
  const language = globalThis.document?.documentElement.lang ?? '';
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language || undefined);
    collators.set(language, collator);
  }
  return collator;
}

setTimeout(pageCollator);

/** Names in the alphabetical order of the page's language. */
export function compareNames(a: string, b: string): number {
  return pageCollator().compare(a, b);
}

/** Text whose characters already sort it: ISO 8601 instants of one offset, "HH:mm" times. */
export function compareCharacters(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
