/**
 * An instant (epoch ms) as an ISO string, remembered: a WEEK search over many clinics writes
 * thousands of slots whose starts and ends fall on the same 5-minute grid, across devices, clinics
 * and searches. Formatting each one anew (a Date and a toISOString per value) was the largest
 * single cost of a search under load (bench:mixed).
 */
const MAX_ENTRIES = 50_000;
const known = new Map<number, string>();

export function isoInstant(ms: number): string {
  let iso = known.get(ms);
  if (iso === undefined) {
    iso = new Date(ms).toISOString();
    // The default 90-day horizon holds about 26 000 grid instants; past the limit, start afresh.
    if (known.size >= MAX_ENTRIES) known.clear();
    known.set(ms, iso);
  }
  return iso;
}
