/**
 * Mixed load: simulated patients search different exams, clinic sets and weeks (WEEK and MONTH
 * views) while a share of them (5 % of actions by default) book a slot they just saw, on real
 * PostgreSQL over real HTTP. Besides the demo provider's 19 clinics, 30 extra clinics of 3 devices
 * offer one ultrasound exam with 20 % of a month booked, so some searches are the heavy
 * many-clinics MONTH kind. Prints p50/p99 per call kind, throughput, and the health-check floor:
 * GET /api/health timed alone before the load and by one extra client during it.
 * Target: search p99 ≤ 50 ms at ≥ 300 searches/s.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:mixed
 *   (BENCH_CLIENTS=16, BENCH_DURATION_MS=20000, BENCH_BOOK_SHARE=0.05, BENCH_SEED=1, BENCH_MIX=pages|scattered,
 *    BENCH_ACCEPT_ENCODING='gzip, deflate, br, zstd' to be answered as a browser is)
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { addDaysToDate, localParts } from '../../apps/server/src/platform/local-time';
import { addBenchClinics } from '../slots/bench-data';
import {
  type Answer,
  createBenchDatabase,
  loadLoop,
  ms,
  percentile,
  send,
  startApp,
} from '../slots/bench-kit';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 20_000);
const BOOK_SHARE = Number(process.env.BENCH_BOOK_SHARE ?? 0.05);
/**
 * `pages` (default): windows as the booking page asks for them (weeks and months from today,
 * neighbouring clinics). `scattered`: any start day and random clinic subsets, so nearly every
 * search misses the server's read caches: the worst case.
 */
const SCATTERED = process.env.BENCH_MIX === 'scattered';
/**
 * What the simulated patients accept: none by default (the slot engine and the API alone), or a
 * browser's `gzip, deflate, br, zstd`, so answers over 1 kB are compressed as a patient's are.
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? '';
const HEAVY_EXAM = 'us-abdomen';
const ZONE = 'Australia/Sydney';

/** A small seeded generator, so two runs draw the same sequence of patients. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = 'search WEEK' | 'search MONTH' | 'book';
interface SearchAnswer {
  clinicId: number;
  slots: { start: string; deviceId: number }[];
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** A JSON POST over node:http (as bench-kit's send) that keeps the body: a booking needs the slots a search found. */
function postJson(url: string, body: unknown): Promise<Answer & { json: () => unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: keepAlive,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            json: () => JSON.parse(decoded(Buffer.concat(chunks), response.headers['content-encoding'])),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The server compresses with brotli or gzip only (platform/compression.ts). */
function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

async function main() {
  const { handle, drop } = await createBenchDatabase('mixed');
  try {
    const today = localParts(ZONE, Date.now()).date;
    const heavy = await addBenchClinics(handle.db, {
      clinics: 30,
      devicesPerClinic: 3,
      examSlug: HEAVY_EXAM,
      fromDate: today,
      toDate: addDaysToDate(today, 35),
      bookedShare: 0.2,
    });
    // Every bookable exam and the clinics offering it: what the booking page lets a patient choose.
    const offers = (
      await sql<{ slug: string; clinicIds: number[] }>`
        select e.slug, array_agg(distinct ce.clinic_id order by ce.clinic_id) as "clinicIds"
        from exam e join clinic_exam ce on ce.exam_id = e.id
        where not e.enquiry_only group by e.slug order by e.slug`.execute(handle.db)
    ).rows;
    console.log(
      `${offers.length} bookable exams over ${new Set(offers.flatMap((o) => o.clinicIds)).size} clinics (30 of them bench clinics for ${HEAVY_EXAM}, ${heavy.booked} of ${heavy.capacity} slots booked)`,
    );

    const server = await startApp(handle);
    try {
      const url = (path: string) => `${server.baseUrl}${path}`;
      const latencies = new Map<Kind, number[]>();
      const statuses = new Map<Kind, Map<number, number>>();
      const record = (kind: Kind, started: number, status: number) => {
        const list = latencies.get(kind) ?? [];
        list.push(performance.now() - started);
        latencies.set(kind, list);
        const byStatus = statuses.get(kind) ?? new Map<number, number>();
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        statuses.set(kind, byStatus);
      };
      let measuring = false;

      /** One patient action: mostly a search; sometimes a WEEK search followed by booking one of its slots. */
      const patientAction =
        (next: () => number, bookingsMade: { n: number }) => async (): Promise<Answer> => {
          const offer = offers[Math.floor(next() * offers.length)] as (typeof offers)[number];
          // A clinic set: one clinic, a few neighbours (adjacent in the exam's list), or all that offer it.
          const from = Math.floor(next() * offer.clinicIds.length);
          const ring = [...offer.clinicIds.slice(from), ...offer.clinicIds.slice(0, from)];
          const pool = SCATTERED ? [...offer.clinicIds].sort(() => next() - 0.5) : ring;
          const size = [1, Math.min(3, pool.length), pool.length][Math.floor(next() * 3)] as number;
          const clinicIds = pool.slice(0, size);
          const books = next() < BOOK_SHARE;
          const view = books || next() < 0.6 ? 'WEEK' : 'MONTH';
          // As the booking page pages: weeks from today (this week to 8 weeks ahead) and months of
          // 35 days from today; "scattered" starts on any of the next 56 days.
          const start = SCATTERED
            ? addDaysToDate(today, 1 + Math.floor(next() * 56))
            : addDaysToDate(
                today,
                view === 'WEEK' ? 7 * Math.floor(next() * 8) : 35 * Math.floor(next() * 2),
              );
          const end = addDaysToDate(start, view === 'WEEK' ? 6 : 34);
          const t0 = performance.now();
          const search = await postJson(url('/api/clinic_appointments'), {
            clinicIds,
            examSlug: offer.slug,
            start,
            end,
            clinicAppointmentsView: view,
          });
          if (measuring) record(view === 'WEEK' ? 'search WEEK' : 'search MONTH', t0, search.status);
          if (!books || search.status !== 200) return search;
          const found = (search.json() as SearchAnswer[]).flatMap((c) =>
            c.slots.map((s) => ({ ...s, clinicId: c.clinicId })),
          );
          const slot = found[Math.floor(next() * found.length)];
          if (!slot) return search;
          bookingsMade.n++;
          const t1 = performance.now();
          const booked = await postJson(url('/api/appointments'), {
            examSlug: offer.slug,
            clinicId: slot.clinicId,
            deviceId: slot.deviceId,
            start: slot.start,
            patient: {
              firstName: 'Mixed',
              lastName: 'Load',
              dateOfBirth: '1985-06-15',
              email: `mixed.${bookingsMade.n}.${Math.floor(next() * 1e9)}@example.com`,
              contactNumber: '0412345678',
            },
          });
          if (measuring) record('book', t1, booked.status);
          return booked;
        };

      const health = () => send(url('/api/health'));
      const idle = await loadLoop({ concurrency: 1, durationMs: 3_000, send: health });
      const next = random(Number(process.env.BENCH_SEED ?? 1));
      const bookings = { n: 0 };
      const action = patientAction(next, bookings);
      await loadLoop({ concurrency: CLIENTS, durationMs: 3_000, send: action }); // warm-up, not counted
      measuring = true;
      const cpuBefore = server.cpuMs();
      const [load, floor] = await Promise.all([
        loadLoop({ concurrency: CLIENTS, durationMs: DURATION_MS, send: action }),
        loadLoop({ concurrency: 1, durationMs: DURATION_MS, send: health }),
      ]);
      measuring = false;
      const serverCpuMs = server.cpuMs() - cpuBefore;

      const seconds = load.elapsedMs / 1000;
      console.log(
        `${CLIENTS} simulated patients, ${SCATTERED ? 'scattered' : 'pages'} mix, ${(DURATION_MS / 1000).toFixed(0)} s, ${(BOOK_SHARE * 100).toFixed(0)} % of actions book, accepting ${ACCEPT_ENCODING || 'no compression'}:`,
      );
      for (const kind of ['search WEEK', 'search MONTH', 'book'] as Kind[]) {
        const values = latencies.get(kind) ?? [];
        console.log(
          `  ${kind.padEnd(13)} ${String(values.length).padStart(6)} calls  p50 ${ms(percentile(values, 50))}  p99 ${ms(percentile(values, 99))}  max ${ms(Math.max(...values))}  statuses ${JSON.stringify(Object.fromEntries(statuses.get(kind) ?? []))}`,
        );
      }
      const searches = [...(latencies.get('search WEEK') ?? []), ...(latencies.get('search MONTH') ?? [])];
      console.log(
        `  all searches  p50 ${ms(percentile(searches, 50))}  p99 ${ms(percentile(searches, 99))}  throughput ${(searches.length / seconds).toFixed(0)} searches/s, ${((latencies.get('book') ?? []).length / seconds).toFixed(1)} bookings/s`,
      );
      console.log(
        `  server CPU    ${(serverCpuMs / (load.elapsedMs / 1000) / 10).toFixed(0)} % of one core, ${(serverCpuMs / searches.length).toFixed(2)} ms per search (bookings and health checks included)`,
      );
      console.log('  target: search p99 ≤ 50 ms at ≥ 300 searches/s');
      console.log(
        `health-check floor: alone p50 ${ms(percentile(idle.latenciesMs, 50))} p99 ${ms(percentile(idle.latenciesMs, 99))}; during the load p50 ${ms(percentile(floor.latenciesMs, 50))} p99 ${ms(percentile(floor.latenciesMs, 99))}`,
      );
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
