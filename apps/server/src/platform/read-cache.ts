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

export function createReadCache(now: () => number = () => performance.now()): ReadCache {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      // The promise itself is kept, so concurrent misses share one database read.
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
    invalidate(prefix) {
      if (prefix === undefined) entries.clear();
      else for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
