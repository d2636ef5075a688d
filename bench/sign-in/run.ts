/**
 * How long staff sign-in takes end to end: from clicking "Staff login" in the menu to the admin home,
 * through the built-in provider's sign-in page (typing included), in Debian's Chromium against the
 * real server on a fresh embedded database. Prints each run and the median; asserts nothing.
 *   npm run build   (or: cd apps/web && npx vite build --outDir /tmp/dist)
 *   npx tsx bench/sign-in/run.ts [webDistDir]      BENCH_RUNS=10 by default
 */
import { launchChromium, median, startSeededServer, timeFirstVisits, webBuildDir } from '../browser-kit';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const account = { username: 'admin', password: 'DemoAdmin!2026' };

async function main() {
  const server = await startSeededServer('sign-in', webBuildDir());
  const browser = await launchChromium();
  let times: number[] = [];
  try {
    // A first visit each run: no tokens, no provider session, nothing cached.
    times = await timeFirstVisits(browser, runs, async (page) => {
      await page.goto(`${server.base}/`);
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
      return performance.now() - started;
    });
  } finally {
    await browser.close();
    await server.stop();
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
