import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { Clock } from '../platform/clock';
import type { DatabaseHandle } from '../platform/db/database';
import { loadEnv } from '../platform/env';
import { createTestDatabase, type DatabaseTarget } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/**
 * Builds the real app on a fresh database of the target for the enclosing describe block and
 * closes both afterwards. Use the returned getter inside tests.
 */
export function useTestApp(
  target: DatabaseTarget,
  options: { env?: Record<string, string>; seed?: boolean; clock?: Clock } = {},
): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase(target, { seed: options.seed });
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      // Every injected request comes from one address: booking limits are the Limits test's subject.
      RATE_LIMIT_SCALE: '1000',
      ...options.env,
    });
    const app = await buildApp({ env, database, clock: options.clock });
    await app.ready();
    current = { app, database };
  });
  afterAll(async () => {
    await current?.app.close();
    await current?.database.close();
  });
  return () => {
    if (!current) throw new Error('test app not ready');
    return current;
  };
}
