import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import './identity.tables';

/** Reads a setting, or stores `make()`'s value first; the first instance to store it wins. */
async function readOrCreate<T>(db: Db, key: string, make: () => Promise<T>): Promise<T> {
  const read = () =>
    db
      .selectFrom('identitySetting')
      // As text: the CamelCasePlugin would rename snake_case keys inside the value.
      .select(sql<string>`value::text`.as('value'))
      .where('key', '=', key)
      .executeTakeFirst();
  const existing = await read();
  if (existing) return JSON.parse(existing.value) as T;
  await db
    .insertInto('identitySetting')
    .values({ key, value: JSON.stringify(await make()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error(`identity setting ${key} missing`);
  return JSON.parse(stored.value) as T;
}

/**
 * The provider's signing keys and cookie keys, kept in the database so tokens and sessions stay
 * valid across restarts and instances. Generated on the first start.
 */
export async function loadProviderKeys(db: Db): Promise<{ jwks: { keys: JWK[] }; cookieKeys: string[] }> {
  const jwks = await readOrCreate(db, 'oidc.jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(12).toString('base64url') }] };
  });
  const cookieKeys = await readOrCreate(db, 'oidc.cookieKeys', async () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { jwks, cookieKeys };
}
