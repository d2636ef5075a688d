import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from './db/database';
import type { ErrorReporter } from './error-reporting';

/**
 * Background jobs (pg-boss) in the same PostgreSQL as the data: a job survives a restart and any
 * instance may run it. Modules see only this small interface.
 */
export interface JobQueue {
  /** Queue a job; `startAfterMs` delays when it may run. */
  send(name: string, data: object, options?: { startAfterMs?: number }): Promise<void>;
  /** Run jobs of a queue in this instance, one at a time per worker. A thrown error fails the job. */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Run `handler` on a cron schedule (UTC); with several instances, one of them runs each tick. */
  every(name: string, cron: string, handler: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** Poll often: check-in hand-offs are awaited by a patient looking at a spinner. */
const POLL_SECONDS = 0.5;

export async function startJobQueue(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  errors: ErrorReporter,
): Promise<JobQueue> {
  /** A failed job is reported with its queue's name (never its data, which may name a booking), then fails. */
  const reported =
    <A extends unknown[]>(name: string, handler: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      try {
        await handler(...args);
      } catch (error) {
        errors.report(error, { job: name });
        throw error;
      }
    };
  // The cron scheduler is on for housekeeping jobs (`every`), such as purging abandoned uploads.
  const common = { schedule: true, supervise: true } as const;
  const boss = database.pglite
    ? new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: database.connectionString, max: 3 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name);
    created.add(name);
  };
  let stopped = false;
  return {
    async send(name, data, options = {}) {
      await ensureQueue(name);
      const startAfter = options.startAfterMs ? Math.ceil(options.startAfterMs / 1000) : undefined;
      await boss.send(name, data, { retryLimit: 0, ...(startAfter ? { startAfter } : {}) });
    },
    async work<T extends object>(name: string, handler: (data: T) => Promise<void>) {
      await ensureQueue(name);
      const run = reported(name, handler);
      await boss.work<T>(name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await run(job.data);
      });
    },
    async every(name, cron, handler) {
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'UTC', retryLimit: 0 });
      const run = reported(name, handler);
      await boss.work(name, { pollingIntervalSeconds: 60, batchSize: 1 }, async () => run());
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
