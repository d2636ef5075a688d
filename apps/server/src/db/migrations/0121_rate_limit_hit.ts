import { type Kysely, sql } from 'kysely';

/**
 * Per-route request counters of @fastify/rate-limit kept in PostgreSQL, so that N instances behind a
 * load balancer grant an address its allowance once, not N times. One row per route and key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limit_hit (
      key text primary key,
      hits integer not null,
      window_ends_at timestamptz not null
    )`.execute(db);
  await sql`create index rate_limit_hit_window_end on rate_limit_hit (window_ends_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limit_hit`.execute(db);
}
