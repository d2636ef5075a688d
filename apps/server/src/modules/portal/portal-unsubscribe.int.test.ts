import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { loadEnv } from '../../platform/env';
import { noErrorReporter } from '../../platform/error-reporting';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { TEST_NOW, TUESDAY_9AM_SYDNEY } from '../appointments/booking-test-helpers';
import { createNotificationsService } from '../notifications/notifications.service';
import { templates } from '../notifications/notifications.templates';
import { bookXray, client, signIn } from './portal.test-support';

const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', OUTBOX_POLL_INTERVAL_MS: '0' });

describe.each(databaseTargets)('unsubscribe by booking key on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW), env: { OUTBOX_POLL_INTERVAL_MS: '0' } });
  let minute = 0;

  const book = () => {
    minute += 15;
    const start = new Date(Date.parse(TUESDAY_9AM_SYDNEY) + minute * 60_000).toISOString();
    return bookXray(ctx().app, ctx().database.db, start);
  };

  /** Queues a message about a booking the way a feature does, in its own transaction. */
  async function queue(
    template: 'results_ready' | 'otp_code',
    booking: { bookingKey: string; email: string },
  ) {
    const { app, database } = ctx();
    const deps: AppDeps = {
      env,
      database,
      db: database.db,
      clock: fixedClock(TEST_NOW),
      log: app.log,
      errors: noErrorReporter,
    };
    const service = createNotificationsService(deps);
    await database.db.transaction().execute(async (trx) => {
      await service.queueEmail(trx, {
        to: booking.email,
        template,
        locale: 'en-AU',
        referenceId: booking.bookingKey,
        data: templates[template].sample,
      });
      await service.queueSms(trx, {
        to: '0412345678',
        template,
        locale: 'en-AU',
        referenceId: booking.bookingKey,
        data: templates[template].sample,
      });
    });
  }

  async function templatesSent(bookingKey: string) {
    const rows = await ctx()
      .database.db.selectFrom('outbox')
      .select(['template', 'channel'])
      .where('referenceId', '=', bookingKey)
      .orderBy('id')
      .execute();
    return rows.map((row) => `${row.channel} ${row.template}`);
  }

  it('stops optional messages for an unsubscribed booking and still sends essential ones', async () => {
    const quiet = await book();
    const other = await book();
    const res = await client(ctx().app).call('POST', `/api/notifications/unsubscribe/${quiet.bookingKey}`);
    expect(res.statusCode).toBe(204);

    await queue('results_ready', quiet);
    await queue('otp_code', quiet);
    await queue('results_ready', other);

    expect(await templatesSent(quiet.bookingKey)).not.toContain('EMAIL results_ready');
    expect(await templatesSent(quiet.bookingKey)).not.toContain('SMS results_ready');
    expect(await templatesSent(quiet.bookingKey)).toEqual(
      expect.arrayContaining(['EMAIL otp_code', 'SMS otp_code']),
    );
    expect(await templatesSent(other.bookingKey)).toEqual(
      expect.arrayContaining(['EMAIL results_ready', 'SMS results_ready']),
    );
  });

  it('still sends the one-time code of the portal sign-in after unsubscribing', async () => {
    const booking = await book();
    await client(ctx().app).call('POST', `/api/notifications/unsubscribe/${booking.bookingKey}`);
    const patient = await signIn(ctx().app, booking);
    const codes = await ctx()
      .database.db.selectFrom('outbox')
      .select('id')
      .where('to', '=', booking.email)
      .where('template', '=', 'otp_code')
      .execute();
    expect(codes.length).toBe(1);
    const res = await patient.call('GET', `/api/secured/appointments/booking_key/${booking.bookingKey}`);
    expect(res.statusCode).toBe(200);
  });
});
