import { type Kysely, sql } from 'kysely';

/**
 * The patient portal: how long before an appointment a patient may still change it, and the log of
 * what patients did to their appointments (cancel with reason, confirm, reschedule) for staff.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('booking_policy')
    .addColumn('change_minutes_prior', 'integer', (c) =>
      c.notNull().defaultTo(120).check(sql`change_minutes_prior between 0 and 20160`),
    )
    .execute();

  await db.schema
    .createTable('appointment_patient_action')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('appointment_id', 'integer', (c) =>
      c.notNull().references('appointment.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('CANCEL','CONFIRM','RESCHEDULE')`))
    .addColumn('reason', 'text')
    .addColumn('note', 'text')
    .addColumn('new_appointment_id', 'integer', (c) => c.references('appointment.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('appointment_patient_action_appointment_idx')
    .on('appointment_patient_action')
    .columns(['appointment_id', 'action'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointment_patient_action').execute();
  await db.schema.alterTable('booking_policy').dropColumn('change_minutes_prior').execute();
}
