import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A fake clock for a test of something timed (an idle warning, a countdown): each step moves the
 * clock by exactly the time it names, however slowly a busy machine runs the test, where real waits
 * let a stall skip a state or run a countdown out. Only the timers and clocks are fake; React's
 * scheduler and the module loader keep running on their own.
 */
export function startFakeClock(): void {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
  });
}

/** Moves the clock on, and lets React render what the timers that ran have changed. */
export const pass = async (ms: number): Promise<void> => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
};

/** Waits for what the page does next (a fetch, a code load), moving the clock on by a few milliseconds a check. */
export const next = <T>(check: () => T): Promise<T> => vi.waitFor(check, { interval: 5, timeout: 10_000 });
