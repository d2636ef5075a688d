import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import {
  clinicId,
  deviceId,
  patient,
  TEST_NOW,
  TUESDAY_9AM_SYDNEY,
} from '../modules/appointments/booking-test-helpers';
import { CONFIRMATIONS_PER_ADDRESS_PER_HOUR } from '../modules/notifications/notifications.service';
import { solveCaptcha } from '../modules/patient-auth/patient-auth.test-support';
import { useTestApp } from '../test/app';
import { databaseTargets } from '../test/databases';
import { bookingLimitRules } from './booking-limits';
import { fixedClock } from './clock';
import { loadEnv } from './env';

/**
 * Standing "Limits" test (issue 12): every limit of bookings, enquiries, slot holds and patient
 * authentication is reached and answered 429 problem+json with Retry-After, and a client that
 * writes a new X-Forwarded-For on every request (no proxy is trusted) does not reset it. Prints
 * how many requests each limit took and how many were refused.
 */
describe.each(databaseTargets)('limits on %s', (target) => {
  const ctx = useTestApp(target, {
    clock: fixedClock(TEST_NOW),
    env: { RATE_LIMIT_SCALE: '1', OUTBOX_POLL_INTERVAL_MS: '0' },
  });
  let forged = 0;
  /** A request from `peer` carrying a new forged X-Forwarded-For each time: the dodge. */
  const send = (peer: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    ctx().app.inject({
      method,
      url,
      remoteAddress: peer,
      headers: { 'x-forwarded-for': `203.0.${Math.floor(++forged / 250) % 250}.${(forged % 250) + 1}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const expectLimited = (response: LightMyRequestResponse, message: string) => {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toMatchObject({ status: 429, message });
  };

  const report = (limit: string, responses: LightMyRequestResponse[]) => {
    const refused = responses.filter((r) => r.statusCode === 429).length;
    console.log(`[limits ${target}] ${limit}: ${responses.length} requests sent, ${refused} answered 429`);
  };

  async function captcha(app: FastifyInstance) {
    const challenge = await app.inject({ method: 'GET', url: '/api/authentication/captcha_challenge' });
    return solveCaptcha(challenge.json());
  }

  async function bookingBody(email: string) {
    const db = ctx().database.db;
    return {
      examSlug: 'xray-chest',
      clinicId: await clinicId(db, 'sydney-cbd'),
      deviceId: await deviceId(db, 'sydney-cbd', 'XR'),
      start: TUESDAY_9AM_SYDNEY,
      patient: patient({ email }),
    };
  }

  it('asks one address for the captcha after a few bookings, then refuses it past the hourly cap', async () => {
    const { app } = ctx();
    const rule = bookingLimitRules.APPOINTMENT;
    const peer = '198.51.100.1';
    const plain: LightMyRequestResponse[] = [];
    // Each from its own email, so only the address counts.
    for (let i = 0; i <= rule.captchaAfter; i++) {
      plain.push(await send(peer, 'POST', '/api/appointments', await bookingBody(`a${i}@example.com`)));
    }
    expect(plain.slice(0, rule.captchaAfter).every((r) => r.statusCode !== 429)).toBe(true);
    expectLimited(plain.at(-1) as LightMyRequestResponse, 'message.captcha_required');
    report('bookings per address before the captcha', plain);

    // The refused attempt counted too: the address has perAddress - plain.length bookings left.
    const solved: LightMyRequestResponse[] = [];
    let payload = '';
    for (let i = plain.length; i < rule.perAddress; i++) {
      if (solved.length % bookingLimitRules.captchaUses === 0) payload = await captcha(app);
      solved.push(
        await send(peer, 'POST', '/api/appointments', {
          ...(await bookingBody(`b${i}@example.com`)),
          captcha: payload,
        }),
      );
    }
    expect(solved.every((r) => r.statusCode !== 429)).toBe(true);
    const over = await send(peer, 'POST', '/api/appointments', {
      ...(await bookingBody('c@example.com')),
      captcha: await captcha(app),
    });
    expectLimited(over, 'message.too_many_bookings');
    report('bookings per address with the captcha', [...solved, over]);
    // Another address is untouched: the limit is the address's, not everyone's.
    expect(
      (await send('198.51.100.2', 'POST', '/api/appointments', await bookingBody('d@example.com')))
        .statusCode,
    ).not.toBe(429);
  });

  it('refuses bookings to one email past its hourly cap, whichever address sends them', async () => {
    const rule = bookingLimitRules.APPOINTMENT;
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i <= rule.perEmail; i++) {
      responses.push(
        await send(`198.51.101.${i + 1}`, 'POST', '/api/appointments', await bookingBody('same@example.com')),
      );
    }
    expect(responses.slice(0, rule.perEmail).every((r) => r.statusCode !== 429)).toBe(true);
    expectLimited(responses.at(-1) as LightMyRequestResponse, 'message.too_many_bookings');
    report('bookings per email', responses);
  });

  const enquiry = (email: string) => ({ examSlugs: ['mri-breast'], patient: patient({ email }) });

  it('limits enquiries per address (captcha first) and per email, and holds back the spam', async () => {
    const { app, database } = ctx();
    const rule = bookingLimitRules.BOOKING_REQUEST;
    const peer = '198.51.102.1';
    const byAddress: LightMyRequestResponse[] = [];
    let payload = await captcha(app);
    for (let i = 0; i <= rule.perAddress; i++) {
      if (i === rule.captchaAfter) {
        const asked = await send(peer, 'POST', '/api/booking_requests', enquiry(`e${i}@example.com`));
        expectLimited(asked, 'message.captcha_required');
        byAddress.push(asked);
      }
      if (i >= rule.captchaAfter && (i - rule.captchaAfter) % bookingLimitRules.captchaUses === 0) {
        payload = await captcha(app);
      }
      const withCaptcha = i >= rule.captchaAfter ? { captcha: payload } : {};
      byAddress.push(
        await send(peer, 'POST', '/api/booking_requests', {
          ...enquiry(`e${i}@example.com`),
          ...withCaptcha,
        }),
      );
    }
    // The refused captcha_required attempt counted too, so the cap comes one enquiry earlier.
    expect(byAddress.filter((r) => r.statusCode === 201)).toHaveLength(rule.perAddress - 1);
    expectLimited(byAddress.at(-1) as LightMyRequestResponse, 'message.too_many_booking_requests');
    report('enquiries per address', byAddress);

    const byEmail: LightMyRequestResponse[] = [];
    for (let i = 0; i <= rule.perEmail; i++) {
      byEmail.push(
        await send(`198.51.103.${i + 1}`, 'POST', '/api/booking_requests', enquiry('relay@example.com')),
      );
    }
    expect(byEmail.slice(0, rule.perEmail).every((r) => r.statusCode === 201)).toBe(true);
    expectLimited(byEmail.at(-1) as LightMyRequestResponse, 'message.too_many_booking_requests');
    report('enquiries per email', byEmail);
    // Only the first few confirmations to that address go out; the rest stay in the outbox as HELD.
    const statuses = await sql<{ status: string; count: number }>`
      select status, count(*)::int as count from outbox where lower("to") = 'relay@example.com'
      group by status order by status`.execute(database.db);
    expect(statuses.rows).toEqual([
      { status: 'HELD', count: rule.perEmail - CONFIRMATIONS_PER_ADDRESS_PER_HOUR },
      { status: 'QUEUED', count: CONFIRMATIONS_PER_ADDRESS_PER_HOUR },
    ]);
    console.log(
      `[limits ${target}] confirmation emails to one address: ${rule.perEmail} enquiries, ${statuses.rows[1]?.count} queued to send, ${statuses.rows[0]?.count} held back`,
    );
  });

  it('counts one address across two server instances on the same database', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      OUTBOX_POLL_INTERVAL_MS: '0',
    });
    const second = await buildApp({ env, database: ctx().database, clock: fixedClock(TEST_NOW) });
    try {
      const rule = bookingLimitRules.BOOKING_REQUEST;
      const responses: LightMyRequestResponse[] = [];
      // Past the captcha threshold each instance needs a solution: the other one counted too.
      for (let i = 0; i <= rule.captchaAfter; i++) {
        const app = i % 2 === 0 ? ctx().app : second;
        responses.push(
          await app.inject({
            method: 'POST',
            url: '/api/booking_requests',
            remoteAddress: '198.51.106.1',
            payload: enquiry(`x${i}@example.com`),
          }),
        );
      }
      expect(responses.slice(0, rule.captchaAfter).every((r) => r.statusCode === 201)).toBe(true);
      expectLimited(responses.at(-1) as LightMyRequestResponse, 'message.captcha_required');
      report('enquiries per address over two instances', responses);
    } finally {
      await second.close();
    }
  });

  /** Free slots of the seeded X-ray room on Tuesday. */
  async function freeSlots(count: number) {
    const db = ctx().database.db;
    const found = await ctx().app.inject({
      method: 'POST',
      url: '/api/clinic_appointments',
      payload: {
        clinicIds: [await clinicId(db, 'sydney-cbd')],
        examSlug: 'xray-chest',
        start: '2026-03-03',
        end: '2026-03-10',
      },
    });
    const slots = (found.json() as { slots: { start: string; deviceId: number }[] }[])[0]?.slots ?? [];
    expect(slots.length).toBeGreaterThanOrEqual(count);
    return slots.slice(-count);
  }

  const holdOf = async (slot: { start: string; deviceId: number }, bookingKey: string) => ({
    examSlug: 'xray-chest',
    clinicId: await clinicId(ctx().database.db, 'sydney-cbd'),
    deviceId: slot.deviceId,
    start: slot.start,
    bookingKey,
  });

  it('caps live holds per address and holds placed per address and hour', async () => {
    const rule = bookingLimitRules.HOLD;
    const slots = await freeSlots(rule.livePerAddress + 1);
    const live: LightMyRequestResponse[] = [];
    for (const [i, slot] of slots.entries()) {
      live.push(
        await send(
          '198.51.104.1',
          'POST',
          '/api/slot_reservations',
          await holdOf(slot, `liveHoldKey${i}`.padEnd(24, 'x')),
        ),
      );
    }
    expect(live.slice(0, rule.livePerAddress).every((r) => r.statusCode === 201)).toBe(true);
    expectLimited(live.at(-1) as LightMyRequestResponse, 'message.too_many_holds');
    report('live holds per address', live);

    // One key holding the same slot again and again replaces its own hold: only the hourly count stops it.
    const again = await holdOf(slots[0] as { start: string; deviceId: number }, 'rehold'.padEnd(24, 'x'));
    const placed: LightMyRequestResponse[] = [];
    for (let i = 0; i <= rule.perAddress; i++)
      placed.push(await send('198.51.104.2', 'POST', '/api/slot_reservations', again));
    expect(placed.slice(0, rule.perAddress).every((r) => r.statusCode !== 429)).toBe(true);
    expectLimited(placed.at(-1) as LightMyRequestResponse, 'message.too_many_holds');
    report('holds per address per hour', placed);
  });

  it('limits authentication calls per address whatever X-Forwarded-For says', async () => {
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i <= 60; i++) {
      responses.push(
        await send('198.51.105.1', 'POST', '/api/authentication', {
          bookingKey: 'unknownBookingKey0000000',
          type: 'APPOINTMENT',
          dateOfBirth: '1980-01-01',
        }),
      );
    }
    expect(responses.slice(0, 60).every((r) => r.statusCode === 200)).toBe(true);
    expectLimited(responses.at(-1) as LightMyRequestResponse, 'message.too_many_requests');
    report('authentication calls per address and minute', responses);
  });
});
