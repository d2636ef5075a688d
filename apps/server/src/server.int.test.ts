import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './test/databases';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** Servers still running, so a failed or timed-out test does not leave one behind. */
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface LogLine {
  level: number;
  msg: string;
}

/**
 * Starts server.ts as production starts it, waits until it listens, sends SIGTERM and answers what
 * it logged and how it exited.
 */
async function runAndStop(env: Record<string, string>) {
  const port = await freePort();
  // The embedded database unless the target names a server.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Listening is logged once every module (job queue, listeners, outbox worker) has started.
  while (!output.includes('Server listening')) {
    const early = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 200, 'wait'))]);
    if (early !== 'wait') throw new Error(`server exited before listening:\n${output}`);
  }
  child.kill('SIGTERM');
  const code = await exited;
  running.delete(child);
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
  return { code, lines, output };
}

describe.each(databaseTargets)('server shutdown on %s', (target) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  async function databaseEnv(): Promise<Record<string, string>> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rb-shutdown-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    if (target === 'pglite') return { DATA_DIR: dataDir };
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `rb_shutdown_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  }

  it('stops every user of the database before closing it: no warning, no error, exit 0', async () => {
    const { code, lines, output } = await runAndStop(await databaseEnv());
    expect(lines.map((line) => line.msg)).toContain('shutting down');
    const fromShutdown = lines.slice(lines.findIndex((line) => line.msg === 'shutting down'));
    const complaints = fromShutdown.filter((line) => line.level >= 40);
    expect(complaints, output).toEqual([]);
    expect(code).toBe(0);
  }, 120_000);
});
