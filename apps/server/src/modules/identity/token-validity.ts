import { EventEmitter, once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { listenChannel } from '../../platform/db/channel';
import type { DatabaseHandle } from '../../platform/db/database';
import { type AccountsRepository, TOKENS_ENDED_CHANNEL } from './identity.accounts';

/** How long an instance trusts what it read of an account without hearing of a change. */
export const TOKEN_STATE_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

type TokenState = Awaited<ReturnType<AccountsRepository['tokenState']>>;

/**
 * Whether a person's token from the built-in provider still counts (issue 37): the account must
 * exist, be enabled, and not have had its tokens ended after the token was issued. Each access
 * token carries the account's floor at issue (`valid_after`); a request compares it with the
 * account's floor now. The floor is read from the database and kept a few seconds per instance;
 * an instance that ends an account's tokens NOTIFYs the others, which forget the account at once
 * (decision 0021: instances share state through PostgreSQL). The cache lifetime only bounds a
 * missed notification, while the LISTEN connection is away; on its return the whole cache goes.
 */
export async function startTokenValidity(
  database: DatabaseHandle,
  accounts: Pick<AccountsRepository, 'tokenState'>,
  log: FastifyBaseLogger,
) {
  const cache = new Map<string, { state: TokenState; until: number }>();
  // Bumped by every forget: a read that started before it may hold the old state and is not kept.
  let generation = 0;
  const heard = new EventEmitter();
  heard.setMaxListeners(0);

  const forget = (accountId: string) => {
    cache.delete(accountId);
    generation++;
  };
  const onNotification = (payload: string | undefined) => {
    if (!payload) return;
    forget(payload);
    heard.emit(payload);
  };
  const onListening = () => {
    cache.clear();
    generation++;
  };

  const channel = await listenChannel(database, TOKENS_ENDED_CHANNEL, onNotification, log, onListening);

  async function stateOf(accountId: string): Promise<TokenState> {
    const now = Date.now();
    const hit = cache.get(accountId);
    if (hit && hit.until > now) return hit.state;
    const seen = generation;
    const state = await accounts.tokenState(accountId);
    if (seen === generation) {
      cache.delete(accountId);
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(accountId, { state, until: now + TOKEN_STATE_CACHE_MS });
    }
    return state;
  }

  return {
    /** A token of this account that carries `floor` (the `valid_after` claim, 0 when absent). */
    async accepts(accountId: string, floor: number): Promise<boolean> {
      const state = await stateOf(accountId);
      return Boolean(state && !state.disabled && floor >= state.tokensValidAfter);
    },

    /** This instance ended the account's tokens: no need to wait for its own notification. */
    forget,

    /** Resolves when this instance hears that the account's tokens were ended (for tests). */
    changeHeard: (accountId: string) => once(heard, accountId).then(() => undefined),

    close: () => channel.close(),
  };
}

export type TokenValidity = Awaited<ReturnType<typeof startTokenValidity>>;
