import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets } from '../test/databases';
import type { DatabaseHandle } from './db/database';
import { postgresRateLimitStore } from './rate-limit-store';

type Store = InstanceType<ReturnType<typeof postgresRateLimitStore>>;

const incr = (store: Store, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs),
  );
const read = (store: Store, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.read(key, (error, result) => (error || !result ? reject(error) : resolve(result))),
  );

describe.runIf(databaseTargets.includes('postgres'))('rate-limit counters in PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase('postgres', { seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  const routeStore = (url: string) => {
    const Store = postgresRateLimitStore(database.db);
    return new Store().child({ routeInfo: { method: 'POST', url } });
  };

  it('counts hits of one key in a window that starts at the first hit and restarts after it ends', async () => {
    const store = routeStore('/api/window');
    expect(await read(store, '203.0.113.1')).toEqual({ current: 0, ttl: 0 });
    const first = await incr(store, '203.0.113.1', 1_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(1_000);
    expect((await incr(store, '203.0.113.1', 1_000)).current).toBe(2);
    expect((await read(store, '203.0.113.1')).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await read(store, '203.0.113.1')).current).toBe(0);
    expect((await incr(store, '203.0.113.1', 1_000)).current).toBe(1);
  });

  it('keeps routes and keys apart, and two stores of one route (two instances) share a count', async () => {
    const instanceA = routeStore('/api/shared');
    const instanceB = routeStore('/api/shared');
    const otherRoute = routeStore('/api/other');
    expect((await incr(instanceA, '198.51.100.2', 60_000)).current).toBe(1);
    expect((await incr(instanceB, '198.51.100.2', 60_000)).current).toBe(2);
    expect((await incr(instanceA, '198.51.100.3', 60_000)).current).toBe(1);
    expect((await incr(otherRoute, '198.51.100.2', 60_000)).current).toBe(1);
  });
});
