/**
 * Text whose characters already sort it: ISO 8601 instants of one offset, "HH:mm" times. No collator
 * (name-order.ts): a page's first one is a long task, and this text has no language.
 */
export function compareCharacters(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
