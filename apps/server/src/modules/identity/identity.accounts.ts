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
  /** Epoch ms before which the account's tokens are refused; 0 when never moved. */
  tokensValidAfter: number;
}

/** Channel on which an instance that ended an account's tokens tells the others (its id as payload). */
export const TOKENS_ENDED_CHANNEL = 'staff_tokens_ended';

const knownRoles = (value: unknown): StaffRole[] =>
  Array.isArray(value) ? value.filter((r): r is StaffRole => staffRoles.includes(r as StaffRole)) : [];

const epochMs = (value: unknown) => (value ? new Date(value as string).getTime() : 0);

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
  tokensValidAfter: epochMs(row.tokensValidAfter),
});

export type NewStaffAccount = Omit<StaffAccount, 'id' | 'totpSecret' | 'disabled' | 'tokensValidAfter'>;

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
      return { ...account, id, totpSecret: null, disabled: false, tokensValidAfter: 0 };
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

    /**
     * Ends every token of the account issued until now: its floor moves past now (always forward,
     * even twice in one millisecond), its refresh tokens and codes are deleted, and the other
     * instances hear of it when the transaction commits. Real time, like the tokens' own lifetimes.
     */
    async endTokens(id: string, trx: Db): Promise<void> {
      const now = new Date().toISOString();
      await trx
        .updateTable('staffUser')
        .set({
          tokensValidAfter: sql`greatest(${now}::timestamptz, tokens_valid_after + interval '1 millisecond')`,
        })
        .where('id', '=', id)
        .execute();
      await trx
        .deleteFrom('oidcPayload')
        .where('model', 'in', ['RefreshToken', 'AuthorizationCode'])
        .where(sql<string>`payload->>'accountId'`, '=', id)
        .execute();
      await sql`select pg_notify(${TOKENS_ENDED_CHANNEL}, ${id})`.execute(trx);
    },

    /**
     * Spends a TOTP time step: true for the one caller that moves the account's last step forward,
     * false when that step or a later one was used already (two sign-ins with one code: one wins).
     * An enrolment stores its secret with the step, unless another enrolment got there first.
     */
    async useTotpStep(id: string, step: number, enrolSecret?: string): Promise<boolean> {
      const result = await db
        .updateTable('staffUser')
        .set({ totpLastStep: step, ...(enrolSecret && { totpSecret: enrolSecret }) })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
        .$if(Boolean(enrolSecret), (qb) => qb.where('totpSecret', 'is', null))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** What a token check needs to know of an account; undefined when it does not exist. */
    async tokenState(id: string): Promise<{ disabled: boolean; tokensValidAfter: number } | undefined> {
      const row = await db
        .selectFrom('staffUser')
        .select(['disabled', 'tokensValidAfter'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { disabled: Boolean(row.disabled), tokensValidAfter: epochMs(row.tokensValidAfter) };
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
