/**
 * The page serve: a page as a browser asks for it (index.html with the configuration, the texts of
 * its locale, the header image, the page's preloads, brotli), beside /api/config and /api/health, on
 * real PostgreSQL over real HTTP. Prints p50/p99 and answers a second per address under
 * BENCH_CLIENTS clients, one address at a time; asserts nothing.
 *   npm run build:web
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:page-serve -- [webDistDir]
 *   (BENCH_CLIENTS=16, BENCH_DURATION_MS=5000)
 */
import { webBuildDir } from '../browser-kit';
import { createBenchDatabase, loadLoop, ms, percentile, send, startApp } from '../slots/bench-kit';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
const addresses = ['/api/health', '/api/config', '/', '/booking/us-thyroid'];

async function main() {
  const dist = webBuildDir();
  const { handle, drop } = await createBenchDatabase('page_serve');
  try {
    const server = await startApp(handle, dist);
    try {
      console.log(`${CLIENTS} clients, ${DURATION_MS / 1000} s per address, PostgreSQL, web build ${dist}`);
      console.log(
        `${'address'.padEnd(22)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'answers/s'.padStart(12)}`,
      );
      for (const address of addresses) {
        const url = `${server.baseUrl}${address}`;
        // Warm: the first answers compile routes and fill per-content caches.
        for (let i = 0; i < 20; i++) await send(url, undefined, browserHeaders);
        const result = await loadLoop({
          concurrency: CLIENTS,
          durationMs: DURATION_MS,
          send: () => send(url, undefined, browserHeaders),
        });
        const failed = [...result.statuses].filter(([status]) => status !== 200);
        if (failed.length) throw new Error(`${address} answered ${JSON.stringify(failed)}`);
        const perSecond = (result.latenciesMs.length / result.elapsedMs) * 1000;
        console.log(
          `${address.padEnd(22)}${ms(percentile(result.latenciesMs, 50)).padStart(10)}${ms(percentile(result.latenciesMs, 99)).padStart(10)}${perSecond.toFixed(0).padStart(12)}`,
        );
      }
    } finally {
      await server.close();
    }
  } finally {
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
