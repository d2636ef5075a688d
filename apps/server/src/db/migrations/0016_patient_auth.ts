import { type Kysely, sql } from 'kysely';

/**
 * Patient authentication (§4): one-time-code challenges, failed attempts per booking, used captcha
 * solutions, and server-side patient sessions. Secrets are never stored: codes as HMAC-SHA256,
 * flow and session tokens as SHA-256, booking identifiers of failures as SHA-256.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One login in progress: created by a right date of birth, bound to the browser by a cookie
  // holding the flow token (id = sha256 of it), ended by a right code or by expiry.
  await db.schema
    .createTable('otp_challenge')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_kind', 'text', (c) =>
      c.notNull().check(sql`booking_kind in ('APPOINTMENT','BOOKING_REQUEST')`),
    )
    .addColumn('booking_key', 'text', (c) => c.notNull())
    .addColumn('auth_type', 'text', (c) => c.notNull())
    .addColumn('shared', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('flow_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('code_sent_at', 'timestamptz')
    .addColumn('codes_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wrong_codes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('otp_method', 'text')
    .addColumn('consumed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('otp_challenge_flow_expires_idx')
    .on('otp_challenge')
    .column('flow_expires_at')
    .execute();

  // Failed attempts (wrong date of birth or wrong code) per booking, counted over a rolling hour.
  // `subject` is sha256 of the booking (or of the unknown identifier), never the key itself.
  await db.schema
    .createTable('auth_failure')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_failure_subject_at_idx')
    .on('auth_failure')
    .columns(['subject', 'at'])
    .execute();

  // A solved captcha is good for one attempt: its challenge is remembered until it expires.
  await db.schema
    .createTable('captcha_use')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('patient_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('scopes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .createIndex('patient_session_expires_idx')
    .on('patient_session')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['patient_session', 'captcha_use', 'auth_failure', 'otp_challenge']) {
    await db.schema.dropTable(table).execute();
  }
}
