import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { type DatabaseHandle, type Db, openDatabase } from '../platform/db/database';

export type DatabaseTarget = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL as well when TEST_DATABASE_URL is set. */
export const databaseTargets: DatabaseTarget[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A migrated database, seeded or bare, of each target: made once per run (database-templates.ts). */
export interface DatabaseTemplates {
  /** Files holding PGlite's `dumpDataDir()` tarballs. */
  pglite: Record<TemplateKind, string>;
  /** Names of PostgreSQL template databases, when TEST_DATABASE_URL is set. */
  postgres?: Record<TemplateKind, string>;
}
export type TemplateKind = 'seeded' | 'bare';

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplates?: DatabaseTemplates;
  }
}

/** Migrates, and seeds the demo provider unless told not to: what every test database starts as. */
export async function prepareDatabase(db: Db, kind: TemplateKind): Promise<void> {
  await migrateToLatest(db);
  if (kind === 'seeded') await seedDemoData(db);
}

export function withDatabaseName(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the server's maintenance connection (TEST_DATABASE_URL). */
export async function onServer<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database. pg's pool.end() resolves once it has asked its connections to close, before
 * the backends are gone; this gives them a moment so the forced drop only has stragglers to cut.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await onServer(adminUrl, async (client) => {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

const pgliteDumps = new Map<string, Blob>();

/** A template's dump, read once per worker (a Blob is immutable; every copy may load the same one). */
function pgliteDump(file: string): Blob {
  let dump = pgliteDumps.get(file);
  if (!dump) {
    dump = new Blob([fs.readFileSync(file)]);
    pgliteDumps.set(file, dump);
  }
  return dump;
}

/**
 * A fresh, migrated database of the target kind. On PostgreSQL it is a new database created for this
 * test file and dropped by `close()`, so runs never see each other's data. Under Vitest it starts as a
 * copy of the run's template (migrating and seeding PGlite took about 5 s a database, a copy about 1 s);
 * elsewhere it is migrated and seeded here.
 */
export async function createTestDatabase(
  target: DatabaseTarget,
  options: { seed?: boolean } = {},
): Promise<DatabaseHandle> {
  const kind: TemplateKind = options.seed === false ? 'bare' : 'seeded';
  const templates = inject('databaseTemplates');
  if (target === 'pglite') {
    const dump = templates && pgliteDump(templates.pglite[kind]);
    const handle = await openDatabase({ dataDir: 'memory://', fromDump: dump });
    if (!dump) await prepareDatabase(handle.db, kind);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `rb_test_${randomBytes(6).toString('hex')}`;
  const template = templates?.postgres?.[kind];
  await onServer(adminUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const inner = await openDatabase({
    databaseUrl: withDatabaseName(adminUrl, name),
    dataDir: 'unused',
    poolSize: 20,
    // The teardown's forced drop may cut a connection that is still closing; that is expected.
    onIdleConnectionError: () => {},
  });
  if (!template) await prepareDatabase(inner.db, kind);
  return {
    ...inner,
    close: async () => {
      await inner.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
