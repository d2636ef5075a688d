import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { DatabaseHandle, Db } from './db/database';
import type { Env } from './env';
import type { ErrorReporter } from './error-reporting';

/** What every module's routes and services are built from. */
export interface AppDeps {
  env: Env;
  db: Db;
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Unhandled errors (a 500, a failed job) to the error-reporting service, when one is configured. */
  errors: ErrorReporter;
}
