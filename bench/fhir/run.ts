/**
 * FHIR $find beside the web's slot search (issue 47): the same clinics, exam and week, on real
 * PostgreSQL over real HTTP, one run. The web: POST /api/clinic_appointments (WEEK view, every
 * slot). FHIR: GET /fhir/Appointment/$find with a SMART backend token (private_key_jwt), one page
 * of up to 500 proposed appointments. Prints p50/p99 of each; no target beyond "close to the web".
 * Then the public Slot search: with no parameters (every device, the default window) and one
 * schedule over the same week; for each, the first (cold) request's time and then p50/p99 under load.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/fhir/run.ts
 */
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createStoredServiceClient } from '../../apps/server/src/modules/identity/service-clients';
import { addDaysToDate, localParts } from '../../apps/server/src/platform/local-time';
import { addBenchClinics } from '../slots/bench-data';
import { createBenchDatabase, loadLoop, ms, percentile, send, startApp } from '../slots/bench-kit';

const CLINICS = Number(process.env.BENCH_CLINICS ?? 10);
const DEVICES = 3;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const EXAM = 'us-abdomen';
const PUBLIC_URL = 'http://localhost:3000';

async function smartToken(
  baseUrl: string,
  db: Parameters<typeof createStoredServiceClient>[0],
  clinicIds: number[],
) {
  const { privateKey, publicKey } = await generateKeyPair('RS384');
  const clientId = `bench-${randomBytes(4).toString('hex')}`;
  await createStoredServiceClient(db, {
    clientId,
    scopes: ['clinic_staff'],
    clinicIds,
    jwks: { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS384' }] },
    smartScopes: ['system/Slot.rs', 'system/Appointment.crus'],
  });
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: 'RS384', kid: 'k1' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(`${PUBLIC_URL}/oidc/token`)
    .setJti(randomBytes(16).toString('hex'))
    .setExpirationTime('5m')
    .sign(privateKey);
  const res = await fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'system/Slot.rs system/Appointment.crus',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
    }),
  });
  if (!res.ok) throw new Error(`token refused: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function main() {
  const { handle, drop } = await createBenchDatabase('fhir');
  try {
    const fromDate = addDaysToDate(localParts('Australia/Sydney', Date.now()).date, 1);
    const toDate = addDaysToDate(fromDate, 6);
    const data = await addBenchClinics(handle.db, {
      clinics: CLINICS,
      devicesPerClinic: DEVICES,
      examSlug: EXAM,
      fromDate,
      toDate,
      bookedShare: 0.2,
    });
    console.log(
      `${CLINICS} clinics × ${DEVICES} devices, ${fromDate}..${toDate}: ${data.booked} of ${data.capacity} slots booked`,
    );
    const server = await startApp(handle);
    try {
      const token = await smartToken(server.baseUrl, handle.db, data.clinicIds);
      const webBody = {
        clinicIds: data.clinicIds,
        examSlug: EXAM,
        start: fromDate,
        end: toDate,
        clinicAppointmentsView: 'WEEK',
      };
      const findUrl = `${server.baseUrl}/fhir/Appointment/$find?${new URLSearchParams({
        'service-type': EXAM,
        location: data.clinicIds.join(','),
        start: fromDate,
        end: toDate,
        _count: '500',
      })}`;
      const auth = { authorization: `Bearer ${token}` };
      const web = (await (
        await fetch(`${server.baseUrl}/api/clinic_appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(webBody),
        })
      ).json()) as { slots: unknown[] }[];
      const fhir = (await (await fetch(findUrl, { headers: auth })).json()) as {
        total?: number;
        entry?: unknown[];
      };
      console.log(
        `check: web ${web.reduce((n, c) => n + c.slots.length, 0)} free slots; $find total ${fhir.total}, ${fhir.entry?.length} on the first page`,
      );
      const broadSlots = `${server.baseUrl}/fhir/Slot`;
      const oneSchedule = `${server.baseUrl}/fhir/Slot?${new URLSearchParams([
        ['schedule', `Schedule/${data.deviceIds[0]}`],
        ['start', `ge${fromDate}`],
        ['start', `lt${addDaysToDate(toDate, 1)}`],
        ['_count', '500'],
      ])}`;
      for (const [name, url] of [
        ['FHIR GET /fhir/Slot (no parameters)', broadSlots],
        ['FHIR GET /fhir/Slot (one schedule, one week)', oneSchedule],
      ] as const) {
        const t0 = performance.now();
        const first = await fetch(url);
        const body = (await first.json()) as { total?: number; issue?: { code?: string }[] };
        console.log(
          `${name}: first request ${first.status} in ${ms(performance.now() - t0)}, ${body.total ?? body.issue?.[0]?.code} slots`,
        );
      }
      const runs: [string, () => ReturnType<typeof send>][] = [
        ['FHIR GET /fhir/Slot (no parameters)', () => send(broadSlots)],
        ['FHIR GET /fhir/Slot (one schedule, one week)', () => send(oneSchedule)],
        // A different minute per request: never the same search twice, so every one is computed.
        [
          'FHIR GET /fhir/Slot (no schedule, one day, each request a new start: uncached)',
          (() => {
            let n = 0;
            return () => {
              n++;
              const minute = String(n % 60).padStart(2, '0');
              const hour = String(Math.floor(n / 60) % 24).padStart(2, '0');
              return send(`${broadSlots}?start=ge${fromDate}T${hour}:${minute}:00Z`);
            };
          })(),
        ],
        [
          'web POST /api/clinic_appointments (WEEK)',
          () => send(`${server.baseUrl}/api/clinic_appointments`, webBody),
        ],
        ['FHIR GET /fhir/Appointment/$find (_count=500)', () => send(findUrl, undefined, auth)],
      ];
      for (const [name, run] of runs) {
        await loadLoop({ concurrency: CONCURRENCY, durationMs: 2_000, send: run }); // warm-up
        const result = await loadLoop({ concurrency: CONCURRENCY, durationMs: DURATION_MS, send: run });
        const rps = (result.latenciesMs.length / result.elapsedMs) * 1000;
        console.log(`${name}, ${CLINICS} clinics, one week, ${CONCURRENCY} concurrent clients:`);
        console.log(
          `  requests ${result.latenciesMs.length}, statuses ${JSON.stringify(Object.fromEntries(result.statuses))}, ${rps.toFixed(0)} req/s`,
        );
        console.log(
          `  p50 ${ms(percentile(result.latenciesMs, 50))}  p99 ${ms(percentile(result.latenciesMs, 99))}`,
        );
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
