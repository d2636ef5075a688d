import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import { migrations } from './migrations';

/** Applies every pending migration; throws with the failing migration's name. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any database shape
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations as Record<string, Migration> },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
