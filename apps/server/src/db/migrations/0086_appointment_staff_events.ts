import { type Kysely, sql } from 'kysely';

/**
 * What staff did to an appointment (issue 14): confirm, reschedule, cancel, arrived, no-show and
 * resend, with the staff member and the reason. With the patient's own actions it is the
 * appointment's status history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table appointment_staff_event (
    id integer generated always as identity primary key,
    appointment_id integer not null references appointment (id) on delete cascade,
    kind text not null check (kind in ('CONFIRM', 'RESCHEDULE', 'CANCEL', 'ARRIVED', 'NO_SHOW', 'RESEND')),
    reason text,
    staff_subject text not null,
    new_appointment_id integer references appointment (id),
    at timestamptz not null
  )`.execute(db);
  await sql`create index appointment_staff_event_appointment_idx on appointment_staff_event (appointment_id, at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table appointment_staff_event`.execute(db);
}
