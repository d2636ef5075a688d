import ipaddr from 'ipaddr.js';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import './identity.tables';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const iso = (ms: number) => new Date(ms).toISOString();

/** NIST SP 800-63B-4: no more than 100 consecutive failed attempts on one account, then a hard lock. */
export const hardLockFailures = 100;
/** An address an account signed in from within this long is known for it (decision 0054). */
const knownFor = 30 * day;

interface Rule {
  /** Failures answered at once; from this many on, each failure holds the key for `delay(failures)`. */
  free: number;
  delay: (failures: number) => number;
  /** A key without a failure for this long starts from zero again (accounts: only a sign-in or a new password). */
  forgetAfter: number;
}

/** Per account (or unknown name), from any address: rises slowly, stops at 10 minutes. */
const accountRule: Rule = {
  free: 5,
  delay: (n) => Math.min(n - 4, 10) * minute,
  forgetAfter: Number.POSITIVE_INFINITY,
};
/** Per (account, address): doubles from a minute to an hour, so one address gets few guesses. */
const pairRule: Rule = { free: 5, delay: (n) => Math.min(2 ** (n - 5) * minute, hour), forgetAfter: day };
/** Per address, whatever account (password spraying): 20 at once, then doubling; a quiet hour forgets. */
const addressRule: Rule = {
  free: 20,
  delay: (n) => Math.min(2 ** (n - 20) * minute, hour),
  forgetAfter: hour,
};

/**
 * The client address a limit counts: IPv4 as it is, IPv6 by its /64, which one host or household holds
 * whole (counting single IPv6 addresses would give an attacker 2^64 of them).
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`);
  return `${network.toString()}/64`;
}

/**
 * Who a sign-in is for: the account, whichever of its names or cases was typed; an unknown name by
 * itself, normalised, so guessing at it is as slow and answers the same as at an account.
 */
export const signInSubject = (typed: string, accountId?: string) =>
  accountId ? `account:${accountId}` : `name:${typed.normalize('NFKC').trim().toLowerCase()}`;

/** Admitted, or held: `retryAfterSeconds` until the next try, null when the account is locked for good. */
export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number | null };

interface ThrottleRow {
  key: string;
  failures: number;
  lastAt: string;
  heldUntil: string;
}

/** The rows of `subject`'s account, pair and address keys, and what they say about the next attempt. */
function judge(subject: string, ip: string, rows: Map<string, ThrottleRow>, now: Date) {
  const network = clientNetwork(ip);
  const known = rows.get(`known:${subject}@${network}`);
  const isKnown = !!known && new Date(known.lastAt).getTime() > now.getTime() - knownFor;
  // From an address the account signed in from, only that pair's own delay applies: a stranger
  // elsewhere holds the account and the address, never the owner at their usual place.
  const keys: [string, Rule][] = [[`pair:${subject}@${network}`, pairRule]];
  if (!isKnown) keys.push([subject, accountRule], [`address:${network}`, addressRule]);
  const live = keys.flatMap(([key, rule]) => {
    const row = rows.get(key);
    const fresh = row && new Date(row.lastAt).getTime() > now.getTime() - rule.forgetAfter;
    return fresh && row.failures >= rule.free ? [{ row, rule }] : [];
  });
  const locked = (rows.get(subject)?.failures ?? 0) >= hardLockFailures;
  const until = Math.max(now.getTime(), ...live.map(({ row }) => new Date(row.heldUntil).getTime()));
  const admission: Admission = locked
    ? { allowed: false, retryAfterSeconds: null }
    : until > now.getTime()
      ? { allowed: false, retryAfterSeconds: Math.ceil((until - now.getTime()) / 1000) }
      : { allowed: true };
  return { admission, live, keys: { pair: keys[0]?.[0] as string, network } };
}

/**
 * Sign-in failures in the shared database (decision 0054), so every instance holds the same delays
 * and a restart forgets none. A failure counts on the account, on (account, address) and on the
 * address; a sign-in clears the account and its pair and makes the address known for the account.
 */
export function createLoginLimits(db: Db, clock: Clock) {
  const table = 'staffSignInThrottle' as const;
  const read = async (subject: string, ip: string) => {
    const network = clientNetwork(ip);
    const rows = await db
      .selectFrom(table)
      .selectAll()
      .where('key', 'in', [
        subject,
        `pair:${subject}@${network}`,
        `address:${network}`,
        `known:${subject}@${network}`,
      ])
      .execute();
    return judge(subject, ip, new Map(rows.map((row) => [row.key, row as ThrottleRow])), clock.now());
  };

  return {
    /**
     * Whether this attempt may check its credentials. Past a key's free failures the attempt takes
     * the key's turn (held again until its delay passes), so parallel attempts get one guess, not many.
     */
    async admit(subject: string, ip: string): Promise<Admission> {
      const { admission, live } = await read(subject, ip);
      if (!admission.allowed) return admission;
      const now = clock.now();
      for (const { row, rule } of live) {
        const taken = await db
          .updateTable(table)
          .set({ heldUntil: iso(now.getTime() + rule.delay(row.failures)) })
          .where('key', '=', row.key)
          .where('heldUntil', '<=', now.toISOString())
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 0)
          return { allowed: false, retryAfterSeconds: rule.delay(row.failures) / 1000 };
      }
      return admission;
    },

    /** Counts a failed password or code; answers whether the next attempt from here must wait. */
    async recordFailure(subject: string, ip: string): Promise<Admission> {
      const network = clientNetwork(ip);
      const now = clock.now();
      const at = now.toISOString();
      const keys: [string, Rule][] = [
        [subject, accountRule],
        [`pair:${subject}@${network}`, pairRule],
        [`address:${network}`, addressRule],
      ];
      for (const [key, rule] of keys) {
        const forgetBefore = iso(Math.max(0, now.getTime() - rule.forgetAfter));
        const { failures } = await db
          .insertInto(table)
          .values({ key, failures: 1, lastAt: at, heldUntil: at })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              failures: sql<number>`case when staff_sign_in_throttle.last_at < ${forgetBefore} then 1 else staff_sign_in_throttle.failures + 1 end`,
              lastAt: at,
            }),
          )
          .returning('failures')
          .executeTakeFirstOrThrow();
        if (failures >= rule.free)
          await db
            .updateTable(table)
            .set({ heldUntil: iso(now.getTime() + rule.delay(failures)) })
            .where('key', '=', key)
            .execute();
      }
      return (await read(subject, ip)).admission;
    },

    /** A whole sign-in succeeded (password and any second factor): its account and pair start again. */
    async succeeded(subject: string, ip: string): Promise<void> {
      const { keys } = await read(subject, ip);
      const now = clock.now().toISOString();
      await db.deleteFrom(table).where('key', 'in', [subject, keys.pair]).execute();
      await db
        .insertInto(table)
        .values({ key: `known:${subject}@${keys.network}`, failures: 0, lastAt: now, heldUntil: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ lastAt: now }))
        .execute();
    },

    /** Rows nobody needs any more: quiet pairs and addresses after a day, names and known addresses after 30. */
    async sweep(): Promise<void> {
      const now = clock.now().getTime();
      await db
        .deleteFrom(table)
        .where((eb) =>
          eb.or([
            eb.and([eb('key', 'like', 'pair:%'), eb('lastAt', '<', iso(now - day))]),
            eb.and([eb('key', 'like', 'address:%'), eb('lastAt', '<', iso(now - day))]),
            eb.and([eb('key', 'not like', 'account:%'), eb('lastAt', '<', iso(now - knownFor))]),
          ]),
        )
        .execute();
    },
  };
}

/** A new password set through an emailed link lifts the account's delays and its hard lock. */
export async function forgetAccountFailures(db: Db, accountId: string): Promise<void> {
  const subject = signInSubject('', accountId);
  await db
    .deleteFrom('staffSignInThrottle')
    .where((eb) => eb.or([eb('key', '=', subject), eb('key', 'like', `pair:${subject}@%`)]))
    .execute();
}

/** The accounts the hard lock holds (100 consecutive failures): the admin users page shows them locked. */
export async function lockedAccountIds(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('staffSignInThrottle')
    .select('key')
    .where('key', 'like', 'account:%')
    .where('failures', '>=', hardLockFailures)
    .execute();
  return new Set(rows.map((row) => row.key.slice('account:'.length)));
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
