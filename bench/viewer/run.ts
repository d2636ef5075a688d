/**
 * How long a referrer waits for images: from opening the quick-report link to the first CT slice
 * drawn by our viewer in its frame, in Debian's Chromium against the real server (demo image source,
 * or the PACS configured by PACS_DICOMWEB_URL) over loopback. A fresh imsec and browser context per
 * run; prints each run, the median and p95, and the viewer chunk's gzip size; asserts nothing.
 * A second series times the viewer url on its own (what a patient's "View images" opens), which is
 * the viewer's share of the wait without the quick-report page's start-up. The milestones line says
 * where a quick-report visit spends its time (page, §7 call, frame, viewer scripts, study, first image).
 *   cd apps/web && npx vite build --outDir /tmp/dist
 *   npx tsx bench/viewer/run.ts [webDistDir]      BENCH_RUNS=20 by default
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import {
  launchChromium,
  median,
  percentile,
  startSeededServer,
  timeFirstVisits,
  webBuildDir,
} from '../browser-kit';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const accession = process.env.BENCH_ACCESSION ?? 'DEMO-CT-0001';
const serviceClient = { id: 'bench-viewer', secret: randomBytes(32).toString('hex') };

/** The gzip size of the viewer page's chunk (ViewerPage-*.js) in the build. */
function viewerChunkGzip(webDist: string): string {
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

/** The viewer url of a fresh link, as the quick-report page or the results page receives it. */
async function viewerUrl(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}/api/image_viewer/generate?accessionNumber=${accession}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const { path } = (await response.json()) as { path: string };
  const status = (await (await fetch(`${base}${path}`)).json()) as { url: string | null };
  if (!status.url) throw new Error('no viewer url');
  return status.url;
}

/** Waits until the viewer's first slice is decoded. */
async function firstImageDrawn(image: ReturnType<Page['getByTestId']>) {
  await image.waitFor();
  await image.evaluate((img: HTMLImageElement) =>
    img.complete && img.naturalWidth > 0 ? undefined : img.decode(),
  );
}

/** Milestones of one quick-report visit, in ms from the navigation start of the quick-report page. */
interface Phases {
  html: number;
  imageViewerCall: number;
  frameStart: number;
  viewerScripts: number;
  studyCall: number;
  firstImageRequested: number;
  firstImageReceived: number;
}

/** Where a quick-report visit spent its time, read from the page's and its frame's resource timings. */
async function phasesOf(page: Page): Promise<Phases | null> {
  const outer = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const call = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === '/api/image_viewer') as
      | PerformanceResourceTiming
      | undefined;
    return { origin: performance.timeOrigin, html: nav?.responseEnd ?? 0, call: call?.responseEnd ?? 0 };
  });
  const frame = page.frames().find((candidate) => candidate.url().includes('/imaging/viewer/'));
  if (!frame) return null;
  const inner = await frame.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const study = entries.find((entry) =>
      /^\/api\/imaging\/viewer\/[^/]+$/.test(new URL(entry.name).pathname),
    );
    const scripts = entries.filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
    const image = document.querySelector('[data-testid="viewer-image"]') as HTMLImageElement | null;
    const frameEntry = entries.find((entry) => image !== null && entry.name === image.currentSrc);
    return {
      origin: performance.timeOrigin,
      scripts: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
      study: study?.responseEnd ?? 0,
      imageStart: frameEntry?.startTime ?? 0,
      imageEnd: frameEntry?.responseEnd ?? 0,
    };
  });
  const offset = inner.origin - outer.origin;
  return {
    html: outer.html,
    imageViewerCall: outer.call,
    frameStart: offset,
    viewerScripts: offset + inner.scripts,
    studyCall: offset + inner.study,
    firstImageRequested: offset + inner.imageStart,
    firstImageReceived: offset + inner.imageEnd,
  };
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
  const webDist = webBuildDir();
  const server = await startSeededServer('viewer', webDist, {
    RATE_LIMIT_SCALE: '1000',
    OIDC_SERVICE_CLIENTS: JSON.stringify([
      { clientId: serviceClient.id, clientSecret: serviceClient.secret, scopes: ['admin'] },
    ]),
  });
  const browser = await launchChromium();
  const base = server.base;
  let times: number[] = [];
  let viewerTimes: number[] = [];
  const phases: Phases[] = [];
  try {
    const token = await serviceToken(base);
    // A first visit each run, as a referrer opening the emailed link: nothing cached.
    times = await timeFirstVisits(browser, runs, async (page) => {
      const link = await quickReportPath(base, token);
      const started = performance.now();
      await page.goto(`${base}${link}`);
      await firstImageDrawn(page.frameLocator('iframe').getByTestId('viewer-image'));
      const elapsed = performance.now() - started;
      const visit = await phasesOf(page);
      if (visit) phases.push(visit);
      return elapsed;
    });
    viewerTimes = await timeFirstVisits(browser, runs, async (page) => {
      const url = await viewerUrl(base, token);
      const started = performance.now();
      await page.goto(`${base}${url}`);
      await firstImageDrawn(page.getByTestId('viewer-image'));
      return performance.now() - started;
    });
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(
    `quick-report link to first image drawn (${accession}): median ${median(times).toFixed(0)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(0)} ms over ${times.length} runs (target p95 ≤ 1000 ms)`,
  );
  if (phases.length > 0) {
    const line = (Object.keys(phases[0] as Phases) as (keyof Phases)[])
      .map((key) => `${key} ${median(phases.map((visit) => visit[key])).toFixed(0)}`)
      .join(', ');
    console.log(`quick-report milestones, median ms from its navigation start: ${line}`);
  }
  console.log(
    `viewer url to first image drawn: median ${median(viewerTimes).toFixed(0)} ms, ` +
      `p95 ${percentile(viewerTimes, 95).toFixed(0)} ms over ${viewerTimes.length} runs`,
  );
  console.log(viewerChunkGzip(webDist));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
