import { type Kysely, sql } from 'kysely';

/**
 * Staff may undo a mistaken arrival or no-show (issue 36 item 7): the undo is a staff event of its
 * own, so the appointment's record keeps the mark, who undid it and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appointment_staff_event drop constraint appointment_staff_event_kind_check`.execute(
    db,
  );
  await sql`alter table appointment_staff_event add constraint appointment_staff_event_kind_check
    check (kind in ('CONFIRM', 'RESCHEDULE', 'CANCEL', 'ARRIVED', 'NO_SHOW', 'RESEND', 'UNDO_ATTENDANCE'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from appointment_staff_event where kind = 'UNDO_ATTENDANCE'`.execute(db);
  await sql`alter table appointment_staff_event drop constraint appointment_staff_event_kind_check`.execute(
    db,
  );
  await sql`alter table appointment_staff_event add constraint appointment_staff_event_kind_check
    check (kind in ('CONFIRM', 'RESCHEDULE', 'CANCEL', 'ARRIVED', 'NO_SHOW', 'RESEND'))`.execute(db);
}
