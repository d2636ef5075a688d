import { type Kysely, sql } from 'kysely';

/**
 * Enquiry triage (issue 14): the calls staff log against an enquiry, why staff closed one (the
 * patient reads it on the deny page) and the appointment an enquiry was converted to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table booking_request_call (
    id integer generated always as identity primary key,
    booking_request_id integer not null references booking_request (id) on delete cascade,
    outcome text not null check (outcome in ('REACHED', 'NO_ANSWER', 'LEFT_MESSAGE', 'WRONG_NUMBER')),
    note text,
    staff_subject text not null,
    created_at timestamptz not null
  )`.execute(db);
  await sql`create index booking_request_call_request_idx on booking_request_call (booking_request_id, created_at)`.execute(
    db,
  );
  await sql`alter table booking_request add column close_reason text`.execute(db);
  await sql`alter table booking_request add column appointment_id integer references appointment (id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table booking_request drop column appointment_id`.execute(db);
  await sql`alter table booking_request drop column close_reason`.execute(db);
  await sql`drop table booking_request_call`.execute(db);
}
