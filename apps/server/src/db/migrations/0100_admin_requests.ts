import { type Kysely, sql } from 'kysely';

/**
 * Issue 14 §5, §6, §8: staff decide patients' change requests (who, when, the message a declined
 * patient receives); call-back and call-centre requests from the portal become a queue staff claim,
 * note and finish; the patient row keeps the ethnicity and insurance type a change request may name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table patient_change_request add column decided_at timestamptz`.execute(db);
  await sql`alter table patient_change_request add column decided_by text`.execute(db);
  await sql`alter table patient_change_request add column decline_message text`.execute(db);
  await sql`create index patient_change_request_booking_idx on patient_change_request (booking_key)`.execute(
    db,
  );
  await sql`alter table patient add column ethnicity_id integer references ethnicity (id)`.execute(db);
  await sql`alter table patient add column insurance_type_id integer references insurance_type (id)`.execute(
    db,
  );

  await sql`create table staff_contact_request (
    id integer generated always as identity primary key,
    kind text not null check (kind in ('CALLBACK', 'CALL_CENTRE')),
    booking_key text not null,
    patient_id integer not null references patient (id),
    contact_number text,
    message text,
    status text not null default 'OPEN' check (status in ('OPEN', 'CLAIMED', 'DONE')),
    claimed_by text,
    claimed_at timestamptz,
    done_at timestamptz,
    created_at timestamptz not null
  )`.execute(db);
  await sql`create index staff_contact_request_status_idx on staff_contact_request (status, created_at)`.execute(
    db,
  );
  await sql`create index staff_contact_request_booking_idx on staff_contact_request (booking_key)`.execute(
    db,
  );
  await sql`create table staff_contact_note (
    id integer generated always as identity primary key,
    request_id integer not null references staff_contact_request (id) on delete cascade,
    staff_subject text not null,
    note text not null,
    created_at timestamptz not null
  )`.execute(db);
  await sql`create index staff_contact_note_request_idx on staff_contact_note (request_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table staff_contact_note`.execute(db);
  await sql`drop table staff_contact_request`.execute(db);
  await sql`alter table patient drop column insurance_type_id`.execute(db);
  await sql`alter table patient drop column ethnicity_id`.execute(db);
  await sql`drop index patient_change_request_booking_idx`.execute(db);
  await sql`alter table patient_change_request drop column decline_message`.execute(db);
  await sql`alter table patient_change_request drop column decided_by`.execute(db);
  await sql`alter table patient_change_request drop column decided_at`.execute(db);
}
