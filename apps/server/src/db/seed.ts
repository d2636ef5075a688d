import { sql } from 'kysely';
import { seedAttachments } from '../modules/attachments/attachments.seed';
import { seedCatalog } from '../modules/catalog/catalog.seed';
import { seedCheckIn } from '../modules/check-in/check-in.seed';
import { seedConfig } from '../modules/config/config.seed';
import { seedStaffAccounts } from '../modules/identity/identity.seed';
import { seedImaging } from '../modules/imaging/imaging.seed';
import { seedQuestionnaires } from '../modules/questionnaires/questionnaires.seed';
import { seedScheduling } from '../modules/scheduling/scheduling.seed';
import type { Db } from '../platform/db/database';

/**
 * Every module's demo data, in dependency order. Each seeder gets the same transaction, so a
 * failing seed leaves the database empty rather than half-filled.
 */
const seeders: { name: string; run: (trx: Db) => Promise<void> }[] = [
  { name: 'config', run: seedConfig },
  { name: 'catalog', run: seedCatalog },
  { name: 'schedules', run: seedScheduling },
  { name: 'document types', run: seedAttachments },
  // Questionnaires link to exams and modalities: keep this after the catalog seeder.
  { name: 'questionnaires', run: seedQuestionnaires },
  { name: 'check-in doctors and kiosks', run: seedCheckIn },
  // One demo account per role; clinic staff work at the first seeded clinics.
  { name: 'staff accounts', run: seedStaffAccounts },
  // Past appointments of a synthetic patient with the demo studies, referred by the demo referrer.
  { name: 'demo studies', run: seedImaging },
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await sql<{ count: number }>`select count(*)::int as count from provider_setting`.execute(
    db,
  );
  return (result.rows[0]?.count ?? 0) === 0;
}

export async function seedDemoData(db: Db): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    for (const seeder of seeders) await seeder.run(trx);
    return seeders.map((s) => s.name);
  });
}

/** Seeds only an empty database, so a provider's own data is never overwritten at start-up. */
export async function seedIfEmpty(db: Db): Promise<string[]> {
  return (await isDatabaseEmpty(db)) ? seedDemoData(db) : [];
}
