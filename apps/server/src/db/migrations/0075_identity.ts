import { type Kysely, sql } from 'kysely';

/**
 * Staff and referrer identity (issue 13): the OpenID Connect provider's storage (one jsonb row per
 * model and id, with its expiry), local accounts with argon2id hashes and optional TOTP secrets,
 * failed sign-in attempts for the lockout, one-time password links, and identity settings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_payload')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('uid', 'text')
    .addColumn('user_code', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payload_pk', ['model', 'id'])
    .execute();
  await sql`create index oidc_payload_grant_id_idx on oidc_payload (grant_id) where grant_id is not null`.execute(
    db,
  );
  await sql`create index oidc_payload_uid_idx on oidc_payload (uid) where uid is not null`.execute(db);
  await sql`create index oidc_payload_expires_at_idx on oidc_payload (expires_at) where expires_at is not null`.execute(
    db,
  );

  await db.schema
    .createTable('staff_user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('organisation', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('roles', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('clinic_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('totp_secret', 'text')
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index staff_user_username_key on staff_user (lower(username))`.execute(db);
  await sql`create unique index staff_user_email_key on staff_user (lower(email))`.execute(db);

  await db.schema
    .createTable('staff_login_failure')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index staff_login_failure_subject_at_idx on staff_login_failure (subject, at)`.execute(db);

  await db.schema
    .createTable('staff_password_link')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('invite', 'reset')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('identity_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'identity_setting',
    'staff_password_link',
    'staff_login_failure',
    'staff_user',
    'oidc_payload',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
