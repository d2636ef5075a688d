import type { Kysely } from 'kysely';

/** Some clinics' RIS hands the patient a folio number at check-in, others only confirm it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('check_in_clinic_setting')
    .addColumn('ris_folio_numbers', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('check_in_clinic_setting').dropColumn('ris_folio_numbers').execute();
}
