import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

describe('read cache', () => {
  it('shares one load per key until the time to live passes or it is invalidated', async () => {
    let t = 0;
    let loads = 0;
    const cache = createReadCache(() => t);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', 1000, load), cache.get('k', 1000, load)])).toEqual([1, 1]);
    t = 999;
    expect(await cache.get('k', 1000, load)).toBe(1);
    t = 1000;
    expect(await cache.get('k', 1000, load)).toBe(2);
    cache.invalidate();
    expect(await cache.get('k', 1000, load)).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const cache = createReadCache(() => 0);
    await expect(cache.get('k', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', 1000, async () => 'up')).toBe('up');
  });

  it('forgets only the entries under a prefix when given one', async () => {
    const cache = createReadCache(() => 0);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('claims|1', 1000, load);
    await cache.get('setups|1', 1000, load);
    cache.invalidate('claims|');
    expect(await cache.get('claims|1', 1000, load)).toBe(3);
    expect(await cache.get('setups|1', 1000, load)).toBe(2);
  });

  it('keeps at most maxWeight of weighed values, forgetting the oldest first and never one too heavy', async () => {
    const cache = createReadCache(() => 0, { weigh: (v) => (v as number[]).length, maxWeight: 5 });
    let loads = 0;
    const list = (n: number) => async () => {
      loads++;
      return Array.from({ length: n }, (_, i) => i);
    };
    await cache.get('a', 1000, list(2));
    await cache.get('b', 1000, list(2));
    await cache.get('c', 1000, list(2));
    expect(loads).toBe(3);
    await cache.get('b', 1000, list(2));
    await cache.get('c', 1000, list(2));
    expect(loads).toBe(3);
    await cache.get('a', 1000, list(2));
    expect(loads).toBe(4);
    await cache.get('huge', 1000, list(6));
    await cache.get('huge', 1000, list(6));
    expect(loads).toBe(6);
  });

  it('forgets every entry at maxEntries', async () => {
    const cache = createReadCache(() => 0, { maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', 1000, load);
    await cache.get('b', 1000, load);
    await cache.get('c', 1000, load);
    expect(await cache.get('c', 1000, load)).toBe(3);
    expect(await cache.get('a', 1000, load)).toBe(4);
  });
});
