import { type Kysely, sql } from 'kysely';

/**
 * Booking keys the server handed out (POST /api/booking_keys, rekey), each until it expires: only
 * such a key may collect referral uploads before its booking exists. Each temporary upload records
 * the address it came from, so the bytes one address may park are capped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table issued_booking_key (
    booking_key text primary key,
    issued_at timestamptz not null,
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create index issued_booking_key_expires_idx on issued_booking_key (expires_at)`.execute(db);
  await sql`alter table attachment add column upload_address text`.execute(db);
  await sql`create index attachment_temporary_upload_address_idx on attachment (upload_address, created_at)
    where temp_booking_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index attachment_temporary_upload_address_idx`.execute(db);
  await sql`alter table attachment drop column upload_address`.execute(db);
  await sql`drop table issued_booking_key`.execute(db);
}
