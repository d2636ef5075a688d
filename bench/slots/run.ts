/**
 * Slot search benchmark: 30 clinics × 3 devices, one month, 20 % of capacity booked, on real
 * PostgreSQL. Measures POST /api/clinic_appointments (MONTH view over all clinics) over real HTTP.
 * Target: p99 ≤ 50 ms at ≥ 300 req/s on a 2-core machine.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/slots/run.ts
 */
import { addDaysToDate, localParts } from '../../apps/server/src/platform/local-time';
import { addBenchClinics } from './bench-data';
import { createBenchDatabase, loadLoop, ms, percentile, send, startApp } from './bench-kit';

const CLINICS = 30;
const DEVICES = 3;
/** Concurrent clients, one load run each: where the target holds, and where the machine saturates. */
const CONCURRENCIES = (process.env.BENCH_CONCURRENCY ?? '4,8,16').split(',').map(Number);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const EXAM = 'us-abdomen';

async function main() {
  const { handle, drop } = await createBenchDatabase('slots');
  try {
    const fromDate = localParts('Australia/Sydney', Date.now()).date;
    const toDate = addDaysToDate(fromDate, 30);
    const data = await addBenchClinics(handle.db, {
      clinics: CLINICS,
      devicesPerClinic: DEVICES,
      examSlug: EXAM,
      fromDate,
      toDate,
      bookedShare: 0.2,
    });
    console.log(
      `${CLINICS} clinics × ${DEVICES} devices, ${fromDate}..${toDate}: ${data.booked} of ${data.capacity} slots booked (${((100 * data.booked) / data.capacity).toFixed(1)} %)`,
    );

    const server = await startApp(handle);
    const request = {
      clinicIds: data.clinicIds,
      examSlug: EXAM,
      start: fromDate,
      end: toDate,
      clinicAppointmentsView: 'MONTH',
    };
    try {
      const check = await fetch(`${server.baseUrl}/api/clinic_appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      const answer = (await check.json()) as { days: { slotCount: number }[] }[];
      const free = answer.reduce((sum, c) => sum + c.days.reduce((s, d) => s + d.slotCount, 0), 0);
      console.log(`check: HTTP ${check.status}, ${answer.length} clinics, ${free} free slots in the answer`);
      const search = () => send(`${server.baseUrl}/api/clinic_appointments`, request);
      for (const concurrency of CONCURRENCIES) {
        await loadLoop({ concurrency, durationMs: 2_000, send: search }); // warm-up
        const result = await loadLoop({ concurrency, durationMs: DURATION_MS, send: search });
        const rps = (result.latenciesMs.length / result.elapsedMs) * 1000;
        console.log(
          `MONTH view, ${CLINICS} clinics, ${concurrency} concurrent clients, ${(DURATION_MS / 1000).toFixed(0)} s:`,
        );
        console.log(
          `  requests ${result.latenciesMs.length}, statuses ${JSON.stringify(Object.fromEntries(result.statuses))}`,
        );
        console.log(
          `  p50 ${ms(percentile(result.latenciesMs, 50))}  p99 ${ms(percentile(result.latenciesMs, 99))}  max ${ms(Math.max(...result.latenciesMs))}`,
        );
        console.log(`  throughput ${rps.toFixed(0)} req/s (target: p99 ≤ 50 ms at ≥ 300 req/s)`);
      }
    } finally {
      await server.close();
    }
  } finally {
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
