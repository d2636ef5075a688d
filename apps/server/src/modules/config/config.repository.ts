import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import './config.tables';
import { type SectionName, type SectionValue, sectionSchemas } from './config.sections';

export function createConfigRepository(db: Db) {
  return {
    async readSections(): Promise<Map<string, unknown>> {
      const rows = await db.selectFrom('providerSetting').select(['section', 'value']).execute();
      return new Map(rows.map((row) => [row.section, row.value]));
    },

    async writeSection<S extends SectionName>(
      section: S,
      value: SectionValue<S>,
      trx: Db = db,
    ): Promise<void> {
      const json = JSON.stringify(sectionSchemas[section].parse(value));
      await trx
        .insertInto('providerSetting')
        .values({ section, value: json })
        .onConflict((oc) =>
          oc.column('section').doUpdateSet({ value: json, updatedAt: new Date().toISOString() }),
        )
        .execute();
    },

    async readTranslationOverrides(locale: string): Promise<Record<string, string>> {
      const rows = await db
        .selectFrom('translationOverride')
        .select(['key', 'text'])
        .where('locale', '=', locale)
        // In one order, so the same overrides read alike each time (the service keys its merged texts by them).
        .orderBy('key')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.key, row.text]));
    },

    async writeTranslationOverride(locale: string, key: string, text: string, trx: Db = db): Promise<void> {
      await trx
        .insertInto('translationOverride')
        .values({ locale, key, text })
        .onConflict((oc) => oc.columns(['locale', 'key']).doUpdateSet({ text }))
        .execute();
    },

    async readAsset(name: string) {
      return db
        .selectFrom('applicationAsset')
        .select(['contentType', 'data', 'etag', 'updatedAt'])
        .where('name', '=', name)
        .executeTakeFirst();
    },

    /** An asset only when its bytes are at most `maxBytes`, so a large one is not read to be refused. */
    async readAssetUpTo(name: string, maxBytes: number) {
      return db
        .selectFrom('applicationAsset')
        .select(['contentType', 'data'])
        .where('name', '=', name)
        .where(sql<number>`octet_length(data)`, '<=', maxBytes)
        .executeTakeFirst();
    },

    async writeAsset(name: string, contentType: string, data: Uint8Array, etag: string, trx: Db = db) {
      await trx
        .insertInto('applicationAsset')
        .values({ name, contentType, data, etag })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({ contentType, data, etag, updatedAt: new Date().toISOString() }),
        )
        .execute();
    },

    async countSections(): Promise<number> {
      const row = await db
        .selectFrom('providerSetting')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type ConfigRepository = ReturnType<typeof createConfigRepository>;
