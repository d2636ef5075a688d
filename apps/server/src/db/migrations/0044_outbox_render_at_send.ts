import { type Kysely, sql } from 'kysely';

/**
 * Outbox messages are rendered when they are sent (or listed), not in the transaction that queues
 * them: a queued row carries its template data until then, and its data goes once it is rendered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox add column data jsonb`.execute(db);
  await sql`alter table outbox alter column text drop not null`.execute(db);
  await sql`alter table outbox drop constraint outbox_email_subject_ck`.execute(db);
  await sql`alter table outbox add constraint outbox_email_subject_ck
    check (channel = 'SMS' or text is null or subject is not null)`.execute(db);
  await sql`alter table outbox add constraint outbox_rendered_or_data_ck
    check (text is not null or data is not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from outbox where text is null`.execute(db);
  await sql`alter table outbox drop constraint outbox_rendered_or_data_ck`.execute(db);
  await sql`alter table outbox drop constraint outbox_email_subject_ck`.execute(db);
  await sql`alter table outbox add constraint outbox_email_subject_ck
    check (channel = 'SMS' or subject is not null)`.execute(db);
  await sql`alter table outbox alter column text set not null`.execute(db);
  await sql`alter table outbox drop column data`.execute(db);
}
