import { type Kysely, sql } from 'kysely';

/** A patient may decline an appointment (§4 DECLINE_APPOINTMENT): the action log records it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appointment_patient_action drop constraint appointment_patient_action_action_check`.execute(
    db,
  );
  await sql`alter table appointment_patient_action add constraint appointment_patient_action_action_check
    check (action in ('CANCEL','DECLINE','CONFIRM','RESCHEDULE'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appointment_patient_action drop constraint appointment_patient_action_action_check`.execute(
    db,
  );
  await sql`alter table appointment_patient_action add constraint appointment_patient_action_action_check
    check (action in ('CANCEL','CONFIRM','RESCHEDULE'))`.execute(db);
}
