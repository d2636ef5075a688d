import { type Kysely, sql } from 'kysely';

/**
 * The audit trail: who did what to which booking, when, from where, with what outcome. Append-only
 * by construction: a trigger refuses every UPDATE and DELETE, so a row once written stays as written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_event')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) =>
      c.notNull().check(sql`actor_kind in ('ANONYMOUS','PATIENT','STAFF','REFERRER','SYSTEM')`),
    )
    .addColumn('actor_ref', 'text')
    .addColumn('booking_kind', 'text', (c) => c.check(sql`booking_kind in ('APPOINTMENT','BOOKING_REQUEST')`))
    .addColumn('booking_ref', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('request_id', 'text')
    .addColumn('detail', 'jsonb')
    .execute();
  await db.schema
    .createIndex('audit_event_booking_idx')
    .on('audit_event')
    .columns(['booking_ref', 'at'])
    .execute();
  await db.schema.createIndex('audit_event_at_idx').on('audit_event').column('at').execute();

  await sql`
    create function audit_event_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_event is append-only';
    end;
    $$`.execute(db);
  await sql`
    create trigger audit_event_no_change before update or delete on audit_event
    for each row execute function audit_event_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_event').execute();
  await sql`drop function if exists audit_event_append_only()`.execute(db);
}
