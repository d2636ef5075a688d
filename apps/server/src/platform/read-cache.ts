/**
 * A small read-through cache for data that is read far more often than it changes: slot search
 * (every patient looking at the same clinics and weeks; a MONTH view over 30 clinics reads
 * thousands of claims) and the catalog rows a booking shows. Correctness never depends on it: no
 * race is decided from here (the exclusion constraint decides them). Writes in this process
 * invalidate at once; another instance's writes show after at most `ttlMs`.
 */
export interface ReadCache {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Forget the entries whose key starts with `prefix` (everything without one). */
  invalidate(prefix?: string): void;
}

const MAX_ENTRIES = 2_000;

export interface ReadCacheLimits {
  /** Entries kept at most; at the limit every entry is forgotten (default 2,000). */
  maxEntries?: number;
  /**
   * For large values (lists of computed slots): each loaded value's weight, and the total kept at
   * most; the oldest entries go first, and a value heavier than the total alone is not kept.
   */
  weigh?: (value: unknown) => number;
  maxWeight?: number;
}

export function createReadCache(
  now: () => number = () => performance.now(),
  limits: ReadCacheLimits = {},
): ReadCache {
  const maxEntries = limits.maxEntries ?? MAX_ENTRIES;
  const maxWeight = limits.maxWeight ?? Number.POSITIVE_INFINITY;
  const entries = new Map<string, { at: number; value: Promise<unknown>; weight: number }>();
  let total = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    total -= entry.weight;
    entries.delete(key);
  };
  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
      forget(key);
      if (entries.size >= maxEntries) {
        entries.clear();
        total = 0;
      }
      // The promise itself is kept, so concurrent misses share one database read.
      const value = load();
      const entry = { at: now(), value: value as Promise<unknown>, weight: 0 };
      entries.set(key, entry);
      value.then(
        (loaded) => {
          if (!limits.weigh || entries.get(key) !== entry) return;
          entry.weight = limits.weigh(loaded);
          total += entry.weight;
          // Map order is insertion order: the oldest go first, this entry last.
          for (const oldest of entries.keys()) {
            if (total <= maxWeight) break;
            forget(oldest);
          }
        },
        () => {
          if (entries.get(key) === entry) forget(key);
        },
      );
      return value;
    },
    invalidate(prefix) {
      if (prefix === undefined) {
        entries.clear();
        total = 0;
      } else for (const key of [...entries.keys()]) if (key.startsWith(prefix)) forget(key);
    },
  };
}
