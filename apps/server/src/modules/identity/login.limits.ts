import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import './identity.tables';

/** Failed sign-ins counted over this window; past a limit, sign-in is refused until failures age out. */
export const loginWindowMinutes = 15;
export const accountFailureLimit = 5;
export const addressFailureLimit = 20;

export const accountSubject = (login: string) => `account:${login.trim().toLowerCase()}`;
export const addressSubject = (ip: string) => `address:${ip}`;

/**
 * Per-account and per-address failure counting in the database, so every instance sees the same
 * count and a restart does not reset it. The account limit holds whatever address an attacker uses.
 */
export function createLoginLimits(db: Db, clock: Clock) {
  const since = () => new Date(clock.now().getTime() - loginWindowMinutes * 60_000).toISOString();
  const count = async (subject: string) => {
    const row = await db
      .selectFrom('staffLoginFailure')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subject', '=', subject)
      .where('at', '>', since())
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };

  return {
    async locked(login: string, ip: string): Promise<boolean> {
      const [account, address] = await Promise.all([count(accountSubject(login)), count(addressSubject(ip))]);
      return account >= accountFailureLimit || address >= addressFailureLimit;
    },

    async recordFailure(login: string, ip: string): Promise<void> {
      const at = clock.now().toISOString();
      await db
        .insertInto('staffLoginFailure')
        .values([
          { subject: accountSubject(login), at },
          { subject: addressSubject(ip), at },
        ])
        .execute();
    },

    /** A successful sign-in forgets the account's failures (not the address's). */
    async clearAccount(login: string): Promise<void> {
      await db.deleteFrom('staffLoginFailure').where('subject', '=', accountSubject(login)).execute();
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
