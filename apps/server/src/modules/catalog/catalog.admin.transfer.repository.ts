import type { Db } from '../../platform/db/database';
import type { PostalCodeRow } from './catalog.admin.repository';
import './catalog.tables';

/**
 * What the catalogue file holds beyond the admin's catalogue read (decision 0056): modalities and
 * body parts with everything they have, every postal code, and upserts of the first two by code and
 * slug (no screen edits them, so no other rules apply to them).
 */
export function createCatalogTransferRepository() {
  return {
    modalities: (trx: Db) =>
      trx
        .selectFrom('modality')
        .select(['id', 'code', 'name', 'sortOrder'])
        .orderBy('sortOrder')
        .orderBy('code')
        .execute(),
    bodyParts: (trx: Db) =>
      trx.selectFrom('bodyPart').select(['id', 'slug', 'name', 'figureRegion']).orderBy('slug').execute(),
    postalCodes: (trx: Db): Promise<(PostalCodeRow & { id: number })[]> =>
      trx
        .selectFrom('postalCodeLocation')
        .select(['id', 'code', 'suburb', 'state', 'country', 'latitude', 'longitude'])
        .orderBy('code')
        .orderBy('suburb')
        .orderBy('country')
        .execute(),
    async upsertModality(trx: Db, row: { code: string; name: string; sortOrder: number }) {
      await trx
        .insertInto('modality')
        .values(row)
        .onConflict((oc) => oc.column('code').doUpdateSet({ name: row.name, sortOrder: row.sortOrder }))
        .execute();
    },
    async upsertBodyPart(trx: Db, row: { slug: string; name: string; figureRegion: string }) {
      await trx
        .insertInto('bodyPart')
        .values(row)
        .onConflict((oc) => oc.column('slug').doUpdateSet({ name: row.name, figureRegion: row.figureRegion }))
        .execute();
    },
  };
}

export type CatalogTransferRepository = ReturnType<typeof createCatalogTransferRepository>;
