import { type Kysely, sql } from 'kysely';

/** Issue 14 §2: notes staff write on an appointment, each kept with who wrote it and when. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table appointment_note (
    id integer generated always as identity primary key,
    appointment_id integer not null references appointment (id),
    staff_subject text not null,
    text text not null,
    created_at timestamptz not null
  )`.execute(db);
  await sql`create index appointment_note_appointment_idx on appointment_note (appointment_id, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table appointment_note`.execute(db);
}
