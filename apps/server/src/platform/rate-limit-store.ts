import { sql } from 'kysely';
import type { Db } from './db/database';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Rows whose window ended longer ago than this are deleted now and then. */
const PURGE_AFTER_MS = 10 * 60_000;
const PURGE_EVERY = 500;

/**
 * A @fastify/rate-limit store on PostgreSQL: every instance counts in the same row, so the
 * per-minute allowances of sign-in, identify and other sensitive routes hold for the whole
 * deployment instead of once per instance. One upsert per limited request; the window starts at
 * the first hit and restarts after it ends, as the plugin's in-memory store does.
 */
export function postgresRateLimitStore(db: Db) {
  let calls = 0;
  // Limiters made in handlers (fastify.rateLimit(...)) have no route: they are numbered in the order
  // they are made, which is the same on every instance since all run the same code.
  let handlers = 0;
  const purge = () =>
    sql`delete from rate_limit_hit where window_ends_at < now() - ${PURGE_AFTER_MS} * interval '1 millisecond'`
      .execute(db)
      .catch(() => {});

  return class PostgresRateLimitStore {
    private readonly prefix: string;
    /** The plugin constructs the root store with its options; children are made by `child`. */
    constructor(_options?: unknown, prefix = 'global:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      if (++calls % PURGE_EVERY === 0) void purge();
      sql<{ hits: number; ttl: number }>`
        insert into rate_limit_hit as r (key, hits, window_ends_at)
        values (${this.prefix + key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
          window_ends_at = case when r.window_ends_at <= now()
            then now() + ${timeWindow} * interval '1 millisecond' else r.window_ends_at end
        returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ttl`
        .execute(db)
        .then(
          ({ rows }) => callback(null, { current: rows[0]?.hits ?? 1, ttl: rows[0]?.ttl ?? timeWindow }),
          (error: Error) => callback(error),
        );
    }

    read(key: string, callback: Callback) {
      sql<{ hits: number; ttl: number }>`
        select hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ttl
        from rate_limit_hit where key = ${this.prefix + key} and window_ends_at > now()`
        .execute(db)
        .then(
          ({ rows }) => callback(null, { current: rows[0]?.hits ?? 0, ttl: rows[0]?.ttl ?? 0 }),
          (error: Error) => callback(error),
        );
    }

    /**
     * Each limited route counts apart, as in memory: the key names its method and URL. The plugin
     * passes its merged route options with `routeInfo` (its typings name other fields).
     */
    child(options: object) {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const name = route?.url ? `${[route.method].flat().join(',')} ${route.url}` : `handler #${++handlers}`;
      return new PostgresRateLimitStore(undefined, `${name}:`);
    }
  };
}
