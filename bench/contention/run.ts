/**
 * Booking under contention: 200 concurrent clients race for 20 slots through POST /api/appointments
 * (10 clients per slot) on real PostgreSQL over real HTTP. Prints bookings per slot (must be exactly
 * 1), the 409 count and latencies. Target: p99 ≤ 150 ms.
 *
 * Each client has its connection open already, as a browser that has just searched the slots has.
 * For scale the run also prints the same 200-client race against GET /api/health: on this machine
 * (a nested VM where every socket write is a costly exit) that floor alone is tens of milliseconds.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/contention/run.ts
 */
import { sql } from 'kysely';
import { addDaysToDate, localParts } from '../../apps/server/src/modules/scheduling/local-time';
import { createBenchDatabase, ms, percentile, startApp } from '../slots/bench-kit';

const CLIENTS = 200;
const SLOTS = 20;
const EXAM = 'xray-chest';
const CLINIC = 'sydney-cbd';

interface Slot {
  start: string;
  end: string;
  deviceId: number;
}

/** Fires one request per client at the same moment; answers each client's latency and the statuses. */
async function race(request: (client: number) => Promise<Response>) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let gate: () => void = () => {};
  const go = new Promise<void>((resolve) => {
    gate = resolve;
  });
  const started = performance.now();
  const racers = Array.from({ length: CLIENTS }, async (_, i) => {
    await go;
    const t0 = performance.now();
    const res = await request(i);
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  });
  gate();
  await Promise.all(racers);
  return { latencies, statuses, elapsed: performance.now() - started };
}

async function main() {
  const { handle, drop } = await createBenchDatabase('contention');
  try {
    const clinic = await sql<{ id: number }>`select id from clinic where slug = ${CLINIC}`.execute(handle.db);
    const clinicId = clinic.rows[0]?.id as number;
    const server = await startApp(handle);
    try {
      const today = localParts('Australia/Sydney', Date.now()).date;
      const search = await fetch(`${server.baseUrl}/api/clinic_appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clinicIds: [clinicId],
          examSlug: EXAM,
          start: addDaysToDate(today, 1),
          end: addDaysToDate(today, 14),
        }),
      });
      const [found] = (await search.json()) as { slots: Slot[] }[];
      const chosen = (found?.slots ?? []).slice(0, SLOTS);
      const warmUpSlot = found?.slots[SLOTS];
      if (chosen.length < SLOTS || !warmUpSlot) throw new Error(`only ${chosen.length} free slots found`);
      const book = (slot: Slot, i: number) =>
        fetch(`${server.baseUrl}/api/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            examSlug: EXAM,
            clinicId,
            deviceId: slot.deviceId,
            start: slot.start,
            patient: {
              firstName: `Racer${i}`,
              lastName: 'Bench',
              dateOfBirth: '1980-05-17',
              email: `racer${i}@example.com`,
              contactNumber: '0412345678',
            },
          }),
        });
      // Warm-up outside the measurement: the first booking and the first 409 load code lazily.
      for (const i of [-1, -2]) await (await book(warmUpSlot, i)).arrayBuffer();
      // Opens one keep-alive connection per client, and measures the floor of a 200-request race.
      const health = () => fetch(`${server.baseUrl}/api/health`);
      for (let round = 0; round < 3; round++) await race(health);
      const floor = await race(health);
      console.log(
        `floor: ${CLIENTS} concurrent GET /api/health p50 ${ms(percentile(floor.latencies, 50))}  p99 ${ms(percentile(floor.latencies, 99))}`,
      );

      const { latencies, statuses, elapsed } = await race((i) => book(chosen[i % SLOTS] as Slot, i));

      const perSlot = await sql<{ startsAt: Date; count: number }>`
        select starts_at as "startsAt", count(*)::int as count from appointment
        where clinic_id = ${clinicId} and status in ('BOOKED', 'PENDING') and starts_at <> ${new Date(warmUpSlot.start)}
        group by starts_at order by starts_at`.execute(handle.db);
      const counts = perSlot.rows.map((r) => r.count);
      const exactlyOne = counts.length === SLOTS && counts.every((c) => c === 1);
      console.log(
        `${CLIENTS} clients racing for ${SLOTS} slots (${CLIENTS / SLOTS} per slot) in ${ms(elapsed)}`,
      );
      console.log(`  bookings per slot: ${counts.join(' ')} -> ${exactlyOne ? 'exactly 1 each' : 'WRONG'}`);
      console.log(
        `  statuses ${JSON.stringify(Object.fromEntries(statuses))} (409s: ${statuses.get(409) ?? 0})`,
      );
      console.log(
        `  p50 ${ms(percentile(latencies, 50))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(Math.max(...latencies))} (target p99 ≤ 150 ms)`,
      );
      if (!exactlyOne) process.exitCode = 1;
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
