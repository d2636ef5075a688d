import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module afresh, with Intl.DateTimeFormat counted (its top level runs on each import). */
async function freshModule() {
  vi.resetModules();
  const built = vi.spyOn(Intl, 'DateTimeFormat');
  const module = await import('./zoned-parts');
  return { ...module, built };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// What zonedParts answers is tested with the scheduling feature's zone-format (which re-exports it).
describe('zonedParts', () => {
  it('builds its first formatter in a task of its own after loading, not while the module loads', async () => {
    vi.useFakeTimers();
    const { built } = await freshModule();
    expect(built).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('builds nothing more when a date was shown first', async () => {
    vi.useFakeTimers();
    const { zonedParts, built } = await freshModule();
    zonedParts('2026-11-23T22:30:00Z', 'Australia/Sydney');
    zonedParts('2026-11-24T22:30:00Z', 'Australia/Sydney');
    vi.runAllTimers();
    expect(built).toHaveBeenCalledTimes(1);
  });
});
