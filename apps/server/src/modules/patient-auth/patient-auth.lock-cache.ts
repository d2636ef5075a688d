/**
 * When each locked subject's lock ends, remembered in memory so that a locked booking under attack
 * costs one audit insert per attempt instead of a transaction. Only an accelerator: the database
 * stays the truth, and an instance that has not seen the lock finds it there.
 */
export function createLockCache(maxEntries = 10_000) {
  const lockedUntil = new Map<string, number>();
  return {
    isLocked(subject: string, now: Date): boolean {
      const until = lockedUntil.get(subject);
      if (until === undefined) return false;
      if (until <= now.getTime()) {
        lockedUntil.delete(subject);
        return false;
      }
      return true;
    },

    remember(subject: string, until: Date) {
      if (lockedUntil.size >= maxEntries && !lockedUntil.has(subject)) {
        const oldest = lockedUntil.keys().next().value;
        if (oldest !== undefined) lockedUntil.delete(oldest);
      }
      lockedUntil.set(subject, until.getTime());
    },
  };
}

export type LockCache = ReturnType<typeof createLockCache>;
