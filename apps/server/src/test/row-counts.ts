import { sql } from 'kysely';
import type { Db } from '../platform/db/database';

/**
 * Row counts of every table of the application's schema in one query, to show that a refused
 * request left nothing behind. `except` names tables that record attempts on purpose (the audit
 * trail, failed sign-ins, spent captchas): a refusal may rightly add to those.
 */
export async function rowCountsOf(db: Db, except: readonly string[]): Promise<Record<string, number>> {
  return (await rowCounter(db, except))();
}

/**
 * The same counts, again and again: the schema's tables are listed once (no test changes the schema),
 * and each call is the one counting query. For a test that counts after each of thousands of requests.
 */
export async function rowCounter(
  db: Db,
  except: readonly string[],
): Promise<() => Promise<Record<string, number>>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  const names = tables.rows.map((row) => row.name).filter((name) => !except.includes(name));
  const counts = sql.join(
    names.map((name) => sql`select ${name} as name, count(*)::int as n from ${sql.table(name)}`),
    sql` union all `,
  );
  return async () => {
    const rows = await sql<{ name: string; n: number }>`${counts}`.execute(db);
    return Object.fromEntries(rows.rows.map((row) => [row.name, Number(row.n)]));
  };
}

/** Tables whose counts differ between two snapshots, with both counts. */
export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after)
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name} ${before[name]}→${after[name]}`);
}
