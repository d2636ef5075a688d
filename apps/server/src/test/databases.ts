import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { type DatabaseHandle, openDatabase } from '../platform/db/database';

export type DatabaseTarget = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL as well when TEST_DATABASE_URL is set. */
export const databaseTargets: DatabaseTarget[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

function withDatabaseName(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database of the target kind. On PostgreSQL it is a new database created for this
 * test file and dropped by `close()`, so runs never see each other's data.
 */
export async function createTestDatabase(
  target: DatabaseTarget,
  options: { seed?: boolean } = {},
): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (target === 'pglite') {
    handle = await openDatabase({ dataDir: 'memory://' });
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `rb_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const inner = await openDatabase({
      databaseUrl: withDatabaseName(adminUrl, name),
      dataDir: 'unused',
      poolSize: 20,
      // The teardown's forced drop may cut a connection that is still closing; that is expected.
      onIdleConnectionError: () => {},
    });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        // pg's pool.end() resolves once it has asked its connections to close, before the backends
        // are gone; give them a moment so the forced drop only has stragglers to cut.
        for (let i = 0; i < 50; i++) {
          const { rows } = await dropper.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  await migrateToLatest(handle.db);
  if (options.seed !== false) await seedDemoData(handle.db);
  return handle;
}
