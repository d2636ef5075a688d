import type { Kysely } from 'kysely';

/**
 * Who referred an appointment (issue 15): the referrer the RIS, staff or the demo seed name, so a
 * released report reaches them as an imsec link by email and their referrals list shows it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointment_referrer')
    .addColumn('appointment_id', 'integer', (c) =>
      c.primaryKey().references('appointment.id').onDelete('cascade'),
    )
    /** Lower-cased: imaging links and the signed-in referrer's claims are matched on it. */
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .execute();
  await db.schema
    .createIndex('appointment_referrer_email')
    .on('appointment_referrer')
    .column('email')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointment_referrer').execute();
}
