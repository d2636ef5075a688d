import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { freePort } from '../apps/server/src/test/instances';

/**
 * What the browser benchmarks share: the real server as a child process on a fresh database, Debian's
 * Chromium, and the statistics they print. Playwright is loaded only when Chromium is launched, so
 * the booking benchmarks' kit (slots/bench-kit.ts) can take freePort and percentile from here cheaply.
 */

/** The web build given as the first argument (apps/web/dist by default); the server needs it. */
export function webBuildDir(): string {
  const dir = path.resolve(process.argv[2] ?? 'apps/web/dist');
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`No web build at ${dir}`);
  return dir;
}

// A free TCP port on 127.0.0.1, as the multi-instance tests find one.
export { freePort };

/** Resolves once the process has gone, so its files can be removed safely. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

export interface BenchServer {
  base: string;
  stop: () => Promise<void>;
}

/**
 * The server on a free loopback port serving the web build, in test mode (so the demo accounts sign
 * in) unless `env` says otherwise; `env` also names the database. Waits up to 2 minutes for
 * /api/ready, since a first start compiles the server and migrates the database.
 */
export async function startServer(webDist: string, env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      WEB_DIST_DIR: webDist,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, stop: () => stopProcess(child) };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stopProcess(child);
  throw new Error('server did not become ready');
}

/** The server on a fresh embedded database seeded with the demo data, removed again on stop. */
export async function startSeededServer(
  label: string,
  webDist: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rb-bench-${label}-`));
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServer(webDist, { DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', ...env });
    return {
      base: server.base,
      stop: async () => {
        await server.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}

/** Debian's Chromium (CHROMIUM_PATH), with nothing running in the background to skew timings. */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}

/**
 * Runs `measure` once more than `runs` and returns the times in ms, printing each: run 0 warms the
 * server (route compilation, key loading, first render) and is not counted.
 */
export async function timeRuns(runs: number, measure: () => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    const elapsed = await measure();
    if (run === 0) {
      console.log(`warm-up: ${elapsed.toFixed(0)} ms`);
      continue;
    }
    times.push(elapsed);
    console.log(`run ${run}: ${elapsed.toFixed(0)} ms`);
  }
  return times;
}

/**
 * timeRuns with a new browser context per run: no tokens, no session, nothing cached (a first visit).
 * `measure` gets the context's page and returns the ms it measured.
 */
export function timeFirstVisits(
  browser: Browser,
  runs: number,
  measure: (page: Page) => Promise<number>,
): Promise<number[]> {
  return timeRuns(runs, async () => {
    const context = await browser.newContext();
    try {
      return await measure(await context.newPage());
    } finally {
      await context.close();
    }
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The nearest-rank percentile (NaN when there are no values). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
