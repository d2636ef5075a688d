import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { appServerEnv } from './e2e/app-server-env';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database per run: the suite starts from the seeded demo provider every time.
const dataDir = path.join(os.tmpdir(), `rb-e2e-${process.pid}-${Date.now()}`);
// The secret of the e2e service client, made once by the runner; its workers inherit it (e2e/api-helpers.ts).
process.env.E2E_SERVICE_CLIENT_SECRET ??= randomBytes(32).toString('hex');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // Our server in front of a real Orthanc loaded with the demo studies (e2e/server-with-pacs.ts).
    command: 'npx tsx e2e/server-with-pacs.ts',
    // SIGTERM, so the wrapper stops its Orthanc (its own process group) before it exits.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      ...appServerEnv({
        port,
        dataDir,
        client: { clientId: 'e2e-automation', clientSecret: process.env.E2E_SERVICE_CLIENT_SECRET },
      }),
      // §4 PACS preference: quick-report links opened with repositorySource=external go to that viewer.
      PACS_VIEWER_URL: 'external=/about?pacs={accessionNumber}',
      // A separate build folder lets several suites run side by side without rebuilding each other's app.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
