import { sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../platform/db/database';
import './identity.tables';

/**
 * oidc-provider's storage in our database: one jsonb row per model and id with its expiry, so
 * sessions, grants, codes and refresh tokens survive a restart and are shared by every instance.
 * Expired rows read as absent; `sweepExpired` deletes them.
 */
export function createOidcAdapter(db: Db, now: () => Date = () => new Date()) {
  return class PostgresOidcAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(now().getTime() + expiresIn * 1000).toISOString() : null;
      const row = {
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt,
        consumedAt: null,
      };
      await db
        .insertInto('oidcPayload')
        .values({ model: this.model, id, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
    }

    private async findWhere(column: 'id' | 'uid' | 'userCode', value: string) {
      const row = await db
        .selectFrom('oidcPayload')
        // As text: the CamelCasePlugin would rename the payload's snake_case keys (client_id…).
        .select([sql<string>`payload::text`.as('payload'), 'expiresAt', 'consumedAt'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expiresAt && new Date(row.expiresAt).getTime() <= now().getTime()) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(new Date(row.consumedAt).getTime() / 1000) }
        : payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('userCode', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidcPayload')
        .set({ consumedAt: now().toISOString() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidcPayload').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidcPayload').where('grantId', '=', grantId).execute();
    }
  };
}

/** Deletes expired provider rows; called now and then so the table does not grow without end. */
export async function sweepExpiredOidcRows(db: Db, at: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('oidcPayload')
    .where('expiresAt', '<=', at.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
