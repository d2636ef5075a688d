/**
 * How long the admin day sheet takes for a clinic with 4 devices and 120 appointments on one day:
 * the server's answer to GET /api/admin/clinics/{id}/day_sheet (the browser's resource timing) and
 * the time from navigation to the calendar showing every appointment, in Debian's Chromium against
 * the real server on a throwaway PostgreSQL database. Prints each run and the medians; asserts nothing.
 *   (cd apps/web && npx vite build --outDir /tmp/dist)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/day-sheet/run.ts /tmp/dist
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { launchChromium, median, startServer, webBuildDir } from '../browser-kit';
import { addBenchClinics } from '../slots/bench-data';
import { createBenchDatabase } from '../slots/bench-kit';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const appointmentsWanted = 120;
const account = { username: 'admin', password: 'DemoAdmin!2026' };

/** A Wednesday at least a week ahead (a full working day of every device). */
function benchDay(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7 + ((3 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

async function main() {
  const webDist = webBuildDir();
  const { handle, drop } = await createBenchDatabase('day_sheet');
  const day = benchDay();
  // A Sydney clinic of 4 devices (the slots benchmark's setup), then exactly 120 appointments of
  // 15 minutes that day: 30 per device from 07:30 local, as a busy ultrasound day would be.
  const { clinicIds } = await addBenchClinics(handle.db, {
    clinics: 1,
    devicesPerClinic: 4,
    examSlug: 'us-abdomen',
    fromDate: day,
    toDate: day,
    bookedShare: 0.0001,
  });
  const clinicId = clinicIds[0] as number;
  await sql`delete from slot_claim where appointment_id in (select id from appointment where clinic_id = ${clinicId})`.execute(
    handle.db,
  );
  await handle.db.deleteFrom('appointment').where('clinicId', '=', clinicId).execute();
  const devices = await handle.db
    .selectFrom('device')
    .select('id')
    .where('clinicId', '=', clinicId)
    .execute();
  const exam = await handle.db
    .selectFrom('exam')
    .select('id')
    .where('slug', '=', 'us-abdomen')
    .executeTakeFirstOrThrow();
  const patient = await handle.db
    .selectFrom('patient')
    .select('id')
    .where('email', '=', 'bench@example.com')
    .executeTakeFirstOrThrow();
  const perDevice = appointmentsWanted / devices.length;
  // 07:30 in Sydney on the day (UTC+11 in summer, UTC+10 in winter: the offset of that date).
  const offset =
    new Intl.DateTimeFormat('en', { timeZone: 'Australia/Sydney', timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${day}T00:00:00Z`))
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', '') || '+10:00';
  const first = Date.parse(`${day}T07:30:00${offset}`);
  await handle.db
    .insertInto('appointment')
    .values(
      devices.flatMap((device, d) =>
        Array.from({ length: perDevice }, (_, i) => ({
          slug: `bench${d}x${i}`.padEnd(24, 'q'),
          bookingKey: randomBytes(24).toString('base64url'),
          examId: exam.id,
          clinicId,
          deviceId: device.id,
          patientId: patient.id,
          startsAt: new Date(first + i * 15 * 60_000),
          endsAt: new Date(first + (i + 1) * 15 * 60_000),
          status: (i % 5 === 0 ? 'PENDING' : 'BOOKED') as 'PENDING' | 'BOOKED',
          createdBy: 'STAFF' as const,
          notes: null,
        })),
      ),
    )
    .execute();
  const count = await handle.db
    .selectFrom('appointment')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('clinicId', '=', clinicId)
    .executeTakeFirstOrThrow();
  console.log(`clinic ${clinicId}: 4 devices, ${count.n} appointments on ${day}`);

  // Test mode so the demo accounts sign in; no demo seed and no outbox polling on the bench clinic.
  const server = await startServer(webDist, {
    DATABASE_URL: handle.connectionString as string,
    SEED_DEMO_DATA: 'false',
    OUTBOX_POLL_INTERVAL_MS: '0',
  }).catch(async (error) => {
    await drop();
    throw error;
  });
  const browser = await launchChromium();
  const url = `${server.base}/admin/appointments?clinic=${clinicId}&date=${day}`;
  const serverTimes: number[] = [];
  const renderTimes: number[] = [];
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForURL(/\/oidc\//);
    await page.getByLabel('Username or email').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    for (let run = 0; run <= runs; run += 1) {
      // A reload each run: the signed-in session stays, the page and its data load afresh.
      await page.goto(url);
      await page.waitForFunction(
        (wanted) =>
          document.querySelector('[data-testid="day-sheet-calendar"][data-ready="true"]') !== null &&
          document.querySelectorAll('.day-sheet-calendar .day-sheet-appointment').length >= wanted,
        Number(count.n),
        { polling: 'raf', timeout: 60_000 },
      );
      const { rendered, answer } = await page.evaluate(() => {
        const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/day_sheet?')) as
          | PerformanceResourceTiming
          | undefined;
        return {
          rendered: performance.now(),
          answer: entry ? entry.responseEnd - entry.requestStart : Number.NaN,
        };
      });
      if (run === 0) {
        console.log(`warm-up: server ${answer.toFixed(0)} ms, rendered ${rendered.toFixed(0)} ms`);
        continue;
      }
      serverTimes.push(answer);
      renderTimes.push(rendered);
      console.log(
        `run ${run}: server answer ${answer.toFixed(0)} ms, navigation to rendered calendar ${rendered.toFixed(0)} ms`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    await drop();
  }
  console.log(
    `day sheet, 4 devices and ${count.n} appointments: server answer median ${median(serverTimes).toFixed(0)} ms ` +
      `(min ${Math.min(...serverTimes).toFixed(0)}, max ${Math.max(...serverTimes).toFixed(0)}); ` +
      `navigation to rendered calendar median ${median(renderTimes).toFixed(0)} ms ` +
      `(min ${Math.min(...renderTimes).toFixed(0)}, max ${Math.max(...renderTimes).toFixed(0)}) over ${renderTimes.length} runs`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
