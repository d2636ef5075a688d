import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../app';
import type { Clock } from '../../platform/clock';
import type { DatabaseHandle } from '../../platform/db/database';
import { loadEnv } from '../../platform/env';
import { createTestDatabase, type DatabaseTarget } from '../../test/databases';

/**
 * Like `useTestApp`, with a hook to add test-only routes before the app is ready (the secured-route
 * guard is tested through a tiny route of its own).
 */
export function useAuthTestApp(
  target: DatabaseTarget,
  options: { env?: Record<string, string>; clock?: Clock; configure?: (app: FastifyInstance) => void } = {},
) {
  let current: { app: FastifyInstance; database: DatabaseHandle } | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase(target);
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      OUTBOX_POLL_INTERVAL_MS: '0',
      ...options.env,
    });
    const app = await buildApp({ env, database, clock: options.clock });
    options.configure?.(app);
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
