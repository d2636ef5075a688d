import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { clinicId, TEST_NOW } from '../modules/appointments/booking-test-helpers';
import { useTestApp } from '../test/app';
import { databaseTargets } from '../test/databases';
import { fixedClock } from './clock';
import { bookFrom, connectionKiller, databaseNameOf, isClearRefusal, sleep } from './faults.test-support';

const CLIENTS = 50;

/**
 * Only a real PostgreSQL server has backends to kill; PGlite runs inside this process. The cases
 * are generated for each PostgreSQL target and none for PGlite (not skipped: there is nothing to run).
 */
const faultTargets = databaseTargets.filter((target) => target === 'postgres');

describe('database fault cases', () => {
  it('are generated whenever a PostgreSQL server is configured', () => {
    expect(faultTargets).toHaveLength(process.env.TEST_DATABASE_URL ? 1 : 0);
  });
});

describe.each(faultTargets)('database faults on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW), env: { OUTBOX_POLL_INTERVAL_MS: '0' } });

  /** Free X-ray slots at Sydney CBD in the week after now, as the booking page lists them. */
  async function freeSlots(count: number) {
    const sydney = await clinicId(ctx().database.db, 'sydney-cbd');
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/clinic_appointments',
      payload: {
        clinicIds: [sydney],
        examSlug: 'xray-chest',
        start: '2026-03-03',
        end: '2026-03-09',
        clinicAppointmentsView: 'WEEK',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const slots = (res.json()[0].slots as { start: string; deviceId: number }[]).slice(0, count);
    expect(slots).toHaveLength(count);
    return slots.map((s) => ({
      examSlug: 'xray-chest',
      clinicId: sydney,
      deviceId: s.deviceId,
      start: s.start,
    }));
  }

  it('stores each booking once with its email or refuses it clearly while connections are killed every second', async () => {
    const { app, database } = ctx();
    const url = database.connectionString as string;
    const name = databaseNameOf(url);
    const slots = await freeSlots(CLIENTS + 2);
    const killer = await connectionKiller(process.env.TEST_DATABASE_URL as string, name);
    const checker = new pg.Client({ connectionString: url });
    try {
      // 50 patients book from 50 addresses, spread over a few seconds, while every connection of
      // the app's database is cut every second.
      const emails = slots.map((_, i) => `fault.${i}.${name}@example.com`);
      killer.start(1000);
      const answers: LightMyRequestResponse[] = await Promise.all(
        Array.from({ length: CLIENTS }, async (_, i) => {
          await sleep(i * 100);
          return bookFrom(app, i, slots[i] as (typeof slots)[number], emails[i] as string);
        }),
      );
      await killer.stop();
      const storm = killer.counts();

      // While the database refuses connections, readiness says so and a booking is refused clearly.
      await killer.takeDown();
      const down = await app.inject({ method: 'GET', url: '/api/ready' });
      const duringOutage = await bookFrom(
        app,
        CLIENTS,
        slots[CLIENTS] as (typeof slots)[number],
        emails[CLIENTS] as string,
      );
      await killer.bringUp();
      let up = await app.inject({ method: 'GET', url: '/api/ready' });
      for (let i = 0; i < 40 && up.statusCode !== 200; i++) {
        await sleep(250);
        up = await app.inject({ method: 'GET', url: '/api/ready' });
      }
      const afterOutage = await bookFrom(
        app,
        CLIENTS + 1,
        slots[CLIENTS + 1] as (typeof slots)[number],
        emails[CLIENTS + 1] as string,
      );

      // What the database holds for each patient, read on a connection of its own.
      await checker.connect();
      const stored = await checker.query<{ email: string; appointments: number; emails: number }>(
        `select p.email,
                  (select count(*)::int from appointment a where a.patient_id = p.id) as appointments,
                  (select count(*)::int from outbox o where o."to" = p.email and o.template = 'appointment_confirmation') as emails
             from patient p where p.email = any($1)`,
        [emails.map((e) => e.toLowerCase())],
      );
      const byEmail = new Map(stored.rows.map((r) => [r.email, r]));
      // No appointment these clients made lacks its confirmation email (one transaction). Seeded demo
      // appointments (the synthetic imaging studies' past visits) were never emailed, so they are left out.
      const withoutEmail = await checker.query<{ bookingKey: string }>(
        `select a.booking_key as "bookingKey" from appointment a join patient p on p.id = a.patient_id
          where p.email = any($1)
            and not exists (select 1 from outbox o where o.reference_id = a.booking_key)`,
        [emails.map((e) => e.toLowerCase())],
      );
      const patientsPerEmail = await checker.query<{ n: number }>(
        'select count(*)::int as n from patient where email = any($1) group by email having count(*) > 1',
        [emails.map((e) => e.toLowerCase())],
      );

      const problems: string[] = [];
      let created = 0;
      let refused = 0;
      let serverErrors = 0;
      answers.forEach((answer, i) => {
        const row = byEmail.get((emails[i] as string).toLowerCase());
        if (answer.statusCode >= 500) serverErrors++;
        if (answer.statusCode === 201) {
          created++;
          if (row?.appointments !== 1 || row.emails !== 1)
            problems.push(
              `booking ${i} answered 201 but holds ${row?.appointments} appointments, ${row?.emails} emails`,
            );
        } else {
          refused++;
          if (!isClearRefusal(answer))
            problems.push(`booking ${i} refused unclearly: ${answer.statusCode} ${answer.body}`);
          if (answer.statusCode === 503 && !(Number(answer.headers['retry-after']) > 0))
            problems.push(`booking ${i} answered 503 without Retry-After`);
          if (row && (row.appointments > 0 || row.emails > 0))
            problems.push(
              `booking ${i} refused (${answer.statusCode}) but stored ${row.appointments} appointments`,
            );
        }
      });

      console.log(
        `faults on ${target}: bookings attempted ${CLIENTS}, stored ${created}, refused ${refused}, ` +
          `5xx seen ${serverErrors} (${answers.filter((a) => a.statusCode === 503).length} of them 503); ` +
          `${storm.terminated} connections terminated in ${storm.rounds} rounds; ` +
          `outage: ready ${down.statusCode}, booking ${duringOutage.statusCode}; after: ready ${up.statusCode}, booking ${afterOutage.statusCode}`,
      );
      expect(storm.terminated).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      expect(answers.filter((a) => a.statusCode === 500)).toEqual([]);
      expect(patientsPerEmail.rows).toEqual([]);
      expect(withoutEmail.rows).toEqual([]);

      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ message: 'message.service_unavailable' });
      expect(duringOutage.statusCode, duringOutage.body).toBe(503);
      expect(duringOutage.json()).toMatchObject({ message: 'message.service_unavailable' });
      expect(Number(duringOutage.headers['retry-after'])).toBeGreaterThan(0);

      // The process is still up and the pool has recovered.
      expect(up.statusCode).toBe(200);
      expect(afterOutage.statusCode, afterOutage.body).toBe(201);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await killer.stop();
      await killer.bringUp();
      await killer.end();
      await checker.end().catch(() => {});
    }
  }, 60_000);
});
