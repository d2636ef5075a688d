import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { seedDemoData } from '../../apps/server/src/db/seed';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db/database';
import { freePort, percentile } from '../browser-kit';

/**
 * What the booking benchmarks share: a throwaway PostgreSQL database (created and dropped here), the
 * real app listening on 127.0.0.1, and a small bounded load loop over real HTTP.
 */

export function adminUrl(): string {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test',
    );
  return url;
}

export async function createBenchDatabase(
  label: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const admin = adminUrl();
  const name = `rb_bench_${label}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 20 });
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db);
  return {
    handle,
    drop: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The real server in its own process (as deployed), on the bench database, so the load loop in this
 * process does not compete with it for one event loop.
 */
export async function startApp(
  database: DatabaseHandle,
  /** A web build to serve (the page serve benchmark); the booking benchmarks need none. */
  webDist = '/nonexistent',
): Promise<{ baseUrl: string; cpuMs: () => number; close: () => Promise<void> }> {
  if (!database.connectionString) throw new Error('benchmarks run on PostgreSQL');
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS passes flags to the server process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.connectionString,
      // The bench database is seeded already; true only acknowledges the demo staff accounts,
      // which production otherwise refuses to start with.
      SEED_DEMO_DATA: 'true',
      WEB_DIST_DIR: webDist,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      OUTBOX_POLL_INTERVAL_MS: '0',
      // Hundreds of clients from one address: the per-address limits would refuse the race itself.
      RATE_LIMIT_SCALE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Generous: on a shared, busy machine the source server has needed over a minute to start.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    cpuMs: () => processCpuMs(child.pid as number),
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * CPU time (user + system) a process has used, in ms, from /proc (clock ticks of 10 ms). On this
 * shared two-core machine it varies less than wall time does with what else is running.
 */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A sent request's answer: its status, once its body has arrived. */
export interface Answer {
  status: number;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/**
 * One request over a kept-alive node:http connection. The load generator shares this machine's two
 * cores with the server it measures, and fetch (undici) spends about four times the CPU per
 * request that node:http does: measured with fetch, the client's own work shows up as server
 * latency.
 */
export function send(
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: payload === undefined ? 'GET' : 'POST',
        agent: keepAlive,
        headers:
          payload === undefined
            ? extraHeaders
            : {
                ...extraHeaders,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              },
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export interface LoadResult {
  latenciesMs: number[];
  statuses: Map<number, number>;
  elapsedMs: number;
}

/** `concurrency` clients each sending one request after another until `durationMs` has passed. */
export async function loadLoop(options: {
  concurrency: number;
  durationMs: number;
  send: (client: number, i: number) => Promise<Answer>;
}): Promise<LoadResult> {
  const latenciesMs: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, client) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t0 = performance.now();
        const { status } = await options.send(client, i);
        latenciesMs.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return { latenciesMs, statuses, elapsedMs: performance.now() - started };
}

// Kept here too, so the booking benchmarks take their helpers from one place.
export { percentile };

export const ms = (value: number) => `${value.toFixed(1)} ms`;
