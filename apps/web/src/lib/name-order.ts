/**
 * Names people read, in the alphabetical order of the page's language.
 *
 * A page's first collator costs 30–130 ms in Chromium at 4× CPU slowdown (ICU's collation data, once
 * per page); `localeCompare` pays the same, so machine text never comes here (character-order.ts).
 * Only pages that sort names load this module; it builds the collator in a task of its own when it
 * loads, before the page's data arrive, rather than inside the render that sorts them (one long task
 * less, issue 16's blocking time).
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
