/**
 * Start-up benchmark: time from spawning the server to GET /api/ready answering 200, and its memory
 * once ready, on an existing database (migrated and seeded by a first start that is not counted),
 * for the compiled server (`node dist/server.js`, what `npm start` runs) and, for comparison,
 * the TypeScript source under tsx. Embedded PGlite always; PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is set. Target: healthy in ≤ 2 s on an existing database.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/startup/run.ts   (BENCH_RUNS=5)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, percentile } from '../browser-kit';
import { createBenchDatabase, processCpuMs } from '../slots/bench-kit';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECRET = randomBytes(24).toString('hex');
const webDist = fs.existsSync('apps/web/dist/index.html') ? path.resolve('apps/web/dist') : '/nonexistent';

interface Sample {
  readyMs: number;
  /** CPU time (user + system) the server spent until healthy: less sensitive than wall time to a busy machine. */
  cpuMs: number;
  rssMb: number;
  peakRssMb: number;
}

/** VmRSS and VmHWM (peak) of a process, in MB, from /proc. */
function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

/** One start: spawn, poll /api/ready every 10 ms, read memory, stop. */
async function startOnce(args: string[], env: Record<string, string>): Promise<Sample> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: SECRET,
      WEB_DIST_DIR: webDist,
      OUTBOX_POLL_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (performance.now() - started > 120_000) throw new Error('server not ready in 120 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const readyMs = performance.now() - started;
    return { readyMs, cpuMs: processCpuMs(child.pid as number), ...memoryOf(child.pid as number) };
  } finally {
    await stop(child);
  }
}

const fmt = (values: number[], unit: string, digits = 0) =>
  `median ${percentile(values, 50).toFixed(digits)} ${unit}, min ${Math.min(...values).toFixed(digits)}, max ${Math.max(...values).toFixed(digits)}`;

async function measure(label: string, args: string[], env: Record<string, string>) {
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await startOnce(args, env));
  console.log(`${label}:`);
  const column = (pick: (s: Sample) => number) => samples.map(pick);
  console.log(
    `  to healthy  ${fmt(
      column((s) => s.readyMs),
      'ms',
    )}  (target ≤ 2000 ms)`,
  );
  console.log(
    `  CPU used    ${fmt(
      column((s) => s.cpuMs),
      'ms',
    )}`,
  );
  console.log(
    `  RSS ready   ${fmt(
      column((s) => s.rssMb),
      'MB',
      1,
    )}`,
  );
  console.log(
    `  RSS peak    ${fmt(
      column((s) => s.peakRssMb),
      'MB',
      1,
    )}`,
  );
}

async function main() {
  const buildStarted = performance.now();
  execFileSync(process.execPath, ['build.mjs'], { cwd: 'apps/server', stdio: 'ignore' });
  console.log(`compile (esbuild): ${(performance.now() - buildStarted).toFixed(0)} ms`);
  const compiled = ['--enable-source-maps', 'apps/server/dist/server.js'];
  const source = ['--import', 'tsx', 'apps/server/src/server.ts'];
  console.log(
    `${RUNS} starts each; web build ${webDist === '/nonexistent' ? 'absent' : 'served'}; ${os.cpus().length} CPUs`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-bench-startup-'));
  try {
    const pglite = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' };
    const first = await startOnce(compiled, pglite);
    console.log(
      `first start on a new PGlite folder (create, migrate, seed): ${first.readyMs.toFixed(0)} ms, CPU ${first.cpuMs} ms`,
    );
    await measure('compiled, PGlite (existing folder)', compiled, pglite);
    await measure('tsx source, PGlite (existing folder)', source, pglite);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) {
    const { handle, drop } = await createBenchDatabase('startup');
    try {
      // Seeded already; SEED_DEMO_DATA=true only acknowledges the demo staff accounts production refuses.
      const postgres = { DATABASE_URL: handle.connectionString as string, SEED_DEMO_DATA: 'true' };
      await measure('compiled, PostgreSQL (migrated, seeded)', compiled, postgres);
      await measure('tsx source, PostgreSQL (migrated, seeded)', source, postgres);
    } finally {
      await drop();
    }
  } else {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL to include it.');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
