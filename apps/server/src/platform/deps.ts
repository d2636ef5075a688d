import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { DatabaseHandle, Db } from './db/database';
import type { Env } from './env';

/** What every module's routes and services are built from. */
export interface AppDeps {
  env: Env;
  db: Db;
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
}
