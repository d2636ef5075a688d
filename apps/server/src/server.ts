import pino from 'pino';
import { buildApp } from './app';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { appVersion } from './modules/config/config.service';
import { openDatabase } from './platform/db/database';
import { EnvError, loadEnv } from './platform/env';
import { startProcessErrorReporting } from './platform/error-reporting';
import { loggerOptions } from './platform/logger';

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino(loggerOptions(env));
  // Before the app: from here on an uncaught exception or unhandled rejection is reported too.
  const errorReporter = startProcessErrorReporting(env, appVersion);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    onIdleConnectionError: (error) => log.warn({ err: error }, 'idle database connection lost'),
  });
  log.info({ database: database.kind }, 'database opened');
  const applied = await migrateToLatest(database.db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  if (env.SEED_DEMO_DATA === 'true') {
    const seeded = await seedIfEmpty(database.db);
    if (seeded.length) log.info({ seeded }, 'demo data seeded into the empty database');
  }

  const app = await buildApp({ env, database, errorReporter });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // The database closes last: app.close() first stops everything that uses it (requests, the job
    // queue, the kiosk listener, the outbox worker). As an onClose hook it would run before them.
    try {
      await app.close();
    } finally {
      await Promise.all([database.close(), errorReporter.close()]);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
