import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './db/database';

/**
 * The key for code hashes, captcha and viewer-token signatures and signed cookies when SESSION_SECRET
 * is unset. Kept in the database rather than made per process: a code sent by one instance, a
 * captcha solved against another, or a kiosk cookie signed by a third must all verify on any of them.
 * The first instance to start stores it; the others read that one.
 */
export async function loadSharedSecret(db: Db): Promise<string> {
  await sql`
    insert into shared_secret (name, value) values ('session', ${randomBytes(32).toString('hex')})
    on conflict (name) do nothing`.execute(db);
  const { rows } = await sql<{ value: string }>`
    select value from shared_secret where name = 'session'`.execute(db);
  const value = rows[0]?.value;
  if (!value) throw new Error('shared secret missing after insert');
  return value;
}
