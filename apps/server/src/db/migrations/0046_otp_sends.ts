import { type Kysely, sql } from 'kysely';

/**
 * One row per one-time code sent, named by the booking's failure subject (a hash, no key): the
 * per-booking send limit counts them across every entry point (patient-auth and check-in).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otp_send')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index otp_send_subject_sent_at_idx on otp_send (subject, sent_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('otp_send').execute();
}
