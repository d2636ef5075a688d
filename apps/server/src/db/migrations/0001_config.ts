import { type Kysely, sql } from 'kysely';

/** Provider configuration lives in the database (§3, §6): sections, translation overrides, assets. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);

  await db.schema
    .createTable('provider_setting')
    .addColumn('section', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('translation_override')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translation_override_pk', ['locale', 'key'])
    .execute();

  await db.schema
    .createTable('application_asset')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_asset').execute();
  await db.schema.dropTable('translation_override').execute();
  await db.schema.dropTable('provider_setting').execute();
}
