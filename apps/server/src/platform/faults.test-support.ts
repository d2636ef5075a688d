import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { patient } from '../modules/appointments/booking-test-helpers';

/** Shared fixtures of the database fault test (not a test file itself). */

/**
 * A separate connection to the same PostgreSQL server that cuts the app's connections to its
 * database: `pg_terminate_backend` on each, as a failover or an operator would.
 */
export async function connectionKiller(adminUrl: string, databaseName: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let terminated = 0;
  let rounds = 0;
  const killAll = async () => {
    const { rows } = await admin.query<{ killed: boolean }>(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [databaseName],
    );
    rounds++;
    terminated += rows.filter((r) => r.killed).length;
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  return {
    /** Kill now, then every `intervalMs` until `stop()`. */
    start(intervalMs: number) {
      running = killAll();
      timer = setInterval(() => {
        running = running.then(killAll, killAll);
      }, intervalMs);
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
    /** Refuse new connections to the database and cut the open ones: the database is "down". */
    async takeDown() {
      await admin.query(`alter database ${pg.escapeIdentifier(databaseName)} allow_connections false`);
      await killAll();
    },
    async bringUp() {
      await admin.query(`alter database ${pg.escapeIdentifier(databaseName)} allow_connections true`);
    },
    counts: () => ({ terminated, rounds }),
    end: () => admin.end(),
  };
}

export const databaseNameOf = (url: string) => new URL(url).pathname.slice(1);

/** One booking client: its own address (so per-address limits see 50 people) and its own patient. */
export function bookFrom(
  app: FastifyInstance,
  index: number,
  slot: { examSlug: string; clinicId: number; deviceId: number; start: string },
  email: string,
): Promise<LightMyRequestResponse> {
  const address = `198.51.100.${index + 1}`;
  return app.inject({
    method: 'POST',
    url: '/api/appointments',
    remoteAddress: address,
    headers: { 'x-forwarded-for': address },
    payload: {
      ...slot,
      patient: patient({ lastName: `Fault${index}`, email }),
    },
  });
}

/** A refusal the patient can act on: 4xx or 503, problem+json, a translatable key, no stack. */
export function isClearRefusal(response: LightMyRequestResponse): boolean {
  const status = response.statusCode;
  if (!((status >= 400 && status < 500) || status === 503)) return false;
  if (!String(response.headers['content-type']).startsWith('application/problem+json')) return false;
  const body = response.json() as { message?: unknown; stack?: unknown };
  return typeof body.message === 'string' && body.message.startsWith('message.') && body.stack === undefined;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
