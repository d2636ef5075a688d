import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

// timestamptz and date columns come back as strings we control, not as JS Dates in the server's zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded instance, when there is one (pg-boss and LISTEN/NOTIFY attach to it). */
  pglite?: PGlite;
  /** Connection string of the real server, when there is one. */
  connectionString?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database, or `memory://` for a throwaway one (tests). */
  dataDir: string;
  /** Pool size for a real server; that many connections stay open once opened. */
  poolSize?: number;
  /** Told about errors of idle pooled connections (a database restart, a terminated backend). */
  onIdleConnectionError?: (error: Error) => void;
  /** Embedded only: start as a copy of this `dumpDataDir()` tarball (tests: a migrated, seeded template). */
  fromDump?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const size = options.poolSize ?? 10;
    // Idle connections are kept (min = max): opening one costs a PostgreSQL backend start, which a
    // burst of bookings would otherwise pay on its first queries.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: size, min: size });
    // Without a listener, an idle connection that the server drops (restart, failover) would crash
    // the process; the pool discards that connection and the next query opens a new one.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    // A connection lost while checked out (a backend terminated between the queries of a
    // transaction) emits 'error' on its client, where the pool listens only while it is idle; unheard,
    // that error would end the process. The query in flight fails with it (503 to the caller) and
    // the pool drops the client on release, so there is nothing else to do here.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, kind: 'postgres', connectionString: options.databaseUrl, close: () => db.destroy() };
  }
  const memory = options.dataDir.startsWith('memory://');
  if (!memory) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(memory ? undefined : options.dataDir, {
    extensions: { btree_gist },
    loadDataDir: options.fromDump,
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins });
  return { db, kind: 'pglite', pglite, close: () => db.destroy() };
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
