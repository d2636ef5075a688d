import { randomUUID } from 'node:crypto';
import { type StaffRole, staffRoles } from '@rb/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import './identity.tables';

export interface StaffAccount {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  organisation: string | null;
  passwordHash: string | null;
  roles: StaffRole[];
  clinicIds: number[];
  totpSecret: string | null;
  disabled: boolean;
}

const knownRoles = (value: unknown): StaffRole[] =>
  Array.isArray(value) ? value.filter((r): r is StaffRole => staffRoles.includes(r as StaffRole)) : [];

const toAccount = (row: Record<string, unknown>): StaffAccount => ({
  id: row.id as string,
  username: row.username as string,
  email: row.email as string,
  firstName: (row.firstName as string | null) ?? null,
  lastName: (row.lastName as string | null) ?? null,
  organisation: (row.organisation as string | null) ?? null,
  passwordHash: (row.passwordHash as string | null) ?? null,
  roles: knownRoles(row.roles),
  clinicIds: Array.isArray(row.clinicIds) ? (row.clinicIds as number[]) : [],
  totpSecret: (row.totpSecret as string | null) ?? null,
  disabled: Boolean(row.disabled),
});

export type NewStaffAccount = Omit<StaffAccount, 'id' | 'totpSecret' | 'disabled'>;

/** Local accounts of the built-in provider. */
export function createAccountsRepository(db: Db) {
  return {
    async byId(id: string, trx: Db = db): Promise<StaffAccount | undefined> {
      const row = await trx.selectFrom('staffUser').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toAccount(row) : undefined;
    },

    /** By username or email, case-insensitively (people type either). */
    async byLogin(login: string): Promise<StaffAccount | undefined> {
      const value = login.trim().toLowerCase();
      const row = await db
        .selectFrom('staffUser')
        .selectAll()
        .where((eb) => eb.or([eb(sql`lower(username)`, '=', value), eb(sql`lower(email)`, '=', value)]))
        .executeTakeFirst();
      return row ? toAccount(row) : undefined;
    },

    async list(): Promise<StaffAccount[]> {
      const rows = await db.selectFrom('staffUser').selectAll().orderBy('username').execute();
      return rows.map(toAccount);
    },

    async insert(account: NewStaffAccount, trx: Db = db): Promise<StaffAccount> {
      const id = randomUUID();
      await trx
        .insertInto('staffUser')
        .values({
          id,
          username: account.username,
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          organisation: account.organisation,
          passwordHash: account.passwordHash,
          roles: JSON.stringify(account.roles),
          clinicIds: JSON.stringify(account.clinicIds),
        })
        .execute();
      return { ...account, id, totpSecret: null, disabled: false };
    },

    async update(
      id: string,
      change: Partial<Pick<StaffAccount, 'roles' | 'clinicIds' | 'disabled' | 'passwordHash' | 'totpSecret'>>,
      trx: Db = db,
    ): Promise<void> {
      const { roles, clinicIds, ...rest } = change;
      await trx
        .updateTable('staffUser')
        .set({
          ...rest,
          ...(roles && { roles: JSON.stringify(roles) }),
          ...(clinicIds && { clinicIds: JSON.stringify(clinicIds) }),
        })
        .where('id', '=', id)
        .execute();
    },

    async secondFactorRoles(trx: Db = db): Promise<StaffRole[]> {
      const row = await trx
        .selectFrom('identitySetting')
        .select('value')
        .where('key', '=', 'secondFactorRoles')
        .executeTakeFirst();
      return knownRoles(row?.value);
    },

    async setSecondFactorRoles(roles: StaffRole[], trx: Db = db): Promise<void> {
      const value = JSON.stringify([...new Set(roles)]);
      await trx
        .insertInto('identitySetting')
        .values({ key: 'secondFactorRoles', value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

export const displayName = (a: Pick<StaffAccount, 'firstName' | 'lastName' | 'username'>) =>
  [a.firstName, a.lastName].filter(Boolean).join(' ') || a.username;
