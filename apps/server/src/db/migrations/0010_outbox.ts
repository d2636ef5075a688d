import { type Kysely, sql } from 'kysely';

/**
 * The notifications outbox: every email and SMS is rendered and inserted in the transaction that
 * causes it, and a worker sends it after commit, so a rolled-back booking never sends anything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('EMAIL','SMS')`))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('reference_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('QUEUED','SENT','FAILED','HELD')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addCheckConstraint('outbox_email_subject_ck', sql`channel = 'SMS' or subject is not null`)
    .execute();
  // The worker only ever looks at queued rows that are due.
  await sql`create index outbox_due_idx on outbox (next_attempt_at) where status = 'QUEUED'`.execute(db);
  await sql`create index outbox_to_idx on outbox (lower("to"))`.execute(db);
  await db.schema.createIndex('outbox_reference_idx').on('outbox').column('reference_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
