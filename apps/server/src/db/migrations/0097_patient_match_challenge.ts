import { type Kysely, sql } from 'kysely';

/**
 * Portal home (§3 Patient match): one row per match attempt, made whether or not a patient matched,
 * so the answer and the work are the same. Holds the hash of the code only; the address typed in is
 * kept until the code expires so the code step can find that patient's bookings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table patient_match_challenge (
      id text primary key,
      subject text not null,
      date_of_birth date not null,
      email text,
      contact_number text,
      code_hash text not null,
      code_expires_at timestamptz not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index patient_match_challenge_expiry on patient_match_challenge (code_expires_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table patient_match_challenge`.execute(db);
}
