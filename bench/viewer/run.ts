/**
 * How long a referrer waits for images: from opening the quick-report link to the first CT slice
 * drawn by our viewer in its frame, in Debian's Chromium against the real server (demo image source,
 * or the PACS configured by PACS_DICOMWEB_URL) over loopback. A fresh imsec and browser context per
 * run; prints each run, the median and p95, and the viewer chunk's gzip size; asserts nothing.
 *   cd apps/web && npx vite build --outDir /tmp/dist
 *   npx tsx bench/viewer/run.ts [webDistDir]      BENCH_RUNS=20 by default
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const webDist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const accession = process.env.BENCH_ACCESSION ?? 'DEMO-CT-0001';
const serviceClient = { id: 'bench-viewer', secret: randomBytes(32).toString('hex') };

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
      RATE_LIMIT_SCALE: '1000',
      OIDC_SERVICE_CLIENTS: JSON.stringify([
        { clientId: serviceClient.id, clientSecret: serviceClient.secret, scopes: ['admin'] },
      ]),
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

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

/** The gzip size of the viewer page's chunk (ViewerPage-*.js) in the build. */
function viewerChunkGzip(): string {
  const assets = path.join(webDist, 'assets');
  const chunk = fs.readdirSync(assets).find((name) => /^ViewerPage-.*\.js$/.test(name));
  if (!chunk) return 'viewer chunk not found';
  const size = gzipSync(fs.readFileSync(path.join(assets, chunk)), { level: 9 }).length;
  return `${chunk}: ${(size / 1024).toFixed(2)} kB gzip (target ≤ 150 kB)`;
}

async function quickReportPath(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}/api/image_viewer/generate?accessionNumber=${accession}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 201) throw new Error(`generate answered ${response.status}`);
  return ((await response.json()) as { quickReportPath: string }).quickReportPath;
}

async function serviceToken(base: string): Promise<string> {
  const response = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${serviceClient.id}:${serviceClient.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'admin' }),
  });
  if (!response.ok) throw new Error(`token answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function main() {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`No web build at ${webDist}`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-bench-viewer-'));
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
    const token = await serviceToken(base);
    for (let run = 0; run <= runs; run += 1) {
      const link = await quickReportPath(base, token);
      // A new context per run: nothing cached, as a referrer opening the emailed link.
      const context = await browser.newContext();
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${base}${link}`);
      const image = page.frameLocator('iframe').getByTestId('viewer-image');
      await image.waitFor();
      await image.evaluate((img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 0 ? undefined : img.decode(),
      );
      const elapsed = performance.now() - started;
      await context.close();
      // Run 0 warms the server (route compilation, first render of the study) and is not counted.
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
    `quick-report link to first image drawn (${accession}): median ${median(times).toFixed(0)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(0)} ms over ${times.length} runs (target p95 ≤ 1000 ms)`,
  );
  console.log(viewerChunkGzip());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
