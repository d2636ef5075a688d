/**
 * How long staff sign-in takes end to end: from clicking "Staff login" in the menu to the admin home,
 * through the built-in provider's sign-in page (typing included), in Debian's Chromium against the
 * real server on a fresh embedded database. Prints each run and the median; asserts nothing.
 *   npm run build   (or: cd apps/web && npx vite build --outDir /tmp/dist)
 *   npx tsx bench/sign-in/run.ts [webDistDir]      BENCH_RUNS=10 by default
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const webDist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const account = { username: 'admin', password: 'DemoAdmin!2026' };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      SEED_DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill();
  throw new Error('server did not become ready');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function main() {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`No web build at ${webDist}`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-bench-sign-in-'));
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const base = `http://127.0.0.1:${port}`;
  const times: number[] = [];
  try {
    for (let run = 0; run <= runs; run += 1) {
      // A new context per run: no tokens, no provider session, nothing cached (a first visit).
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/`);
      const staffLogin = page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Staff login' });
      await staffLogin.waitFor();
      const started = performance.now();
      await staffLogin.click();
      await page.getByLabel('Username or email').fill(account.username);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Admin panel', level: 1 }).waitFor();
      const elapsed = performance.now() - started;
      await context.close();
      // Run 0 warms the server (first compile of routes, key loading) and is not counted.
      if (run === 0) {
        console.log(`warm-up: ${elapsed.toFixed(0)} ms`);
        continue;
      }
      times.push(elapsed);
      console.log(`run ${run}: ${elapsed.toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `sign-in, "Staff login" click to admin home: median ${median(times).toFixed(0)} ms over ${times.length} runs ` +
      `(min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
