import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { devOutboxResponse, emailPreview, problem, supportedLocales } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { type Clock, fixedClock, systemClock } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { loadEnv } from '../../platform/env';
import { noErrorReporter } from '../../platform/error-reporting';
import { createMailer, type Mailer } from '../../platform/mailer';
import { createHttpSmsSender } from '../../platform/sms';
import { type TestApp, useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { baseTranslations } from '../config/translations';
import { createNotificationsService } from './notifications.service';
import { templates } from './notifications.templates';
import { createOutboxWorker, OUTBOX_MAX_ATTEMPTS, type OutboxTransports } from './notifications.worker';
import { startSmtpSink } from './test-smtp-sink';

const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', OUTBOX_POLL_INTERVAL_MS: '0' });
const uniqueAddress = () => `patient.${randomBytes(4).toString('hex')}@Example.org`;
const confirmation = templates.appointment_confirmation.sample;

function depsOf(ctx: TestApp, clock: Clock = systemClock): AppDeps {
  return {
    env,
    database: ctx.database,
    db: ctx.database.db,
    clock,
    log: ctx.app.log,
    errors: noErrorReporter,
  };
}

async function outbox(ctx: TestApp, to: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return devOutboxResponse.parse(res.json());
}

async function queueConfirmation(ctx: TestApp, to: string, clock?: Clock) {
  const service = createNotificationsService(depsOf(ctx, clock));
  await ctx.database.db.transaction().execute((trx) =>
    service.queueEmail(trx, {
      to,
      template: 'appointment_confirmation',
      locale: 'en-AU',
      referenceId: 'booking-1',
      data: confirmation,
    }),
  );
}

/** Runs `use` with a local SMTP sink and a mailer that sends to it, and closes both afterwards. */
async function withSmtpSink(
  use: (mailer: Mailer | undefined, sink: Awaited<ReturnType<typeof startSmtpSink>>) => Promise<void>,
  options: { rejectRecipients?: boolean; from?: string } = {},
) {
  const sink = await startSmtpSink({ rejectRecipients: options.rejectRecipients });
  const mailer = createMailer({ SMTP_URL: sink.url, MAIL_FROM: options.from ?? 'bookings@example.org' });
  try {
    await use(mailer, sink);
  } finally {
    mailer?.close();
    await sink.close();
  }
}

describe.each(databaseTargets)('notifications outbox on %s', (target) => {
  const ctx = useTestApp(target, { env: { OUTBOX_POLL_INTERVAL_MS: '0' } });

  it('queues an email in the caller transaction; the dev outbox lists it rendered, newest first', async () => {
    const to = uniqueAddress();
    await queueConfirmation(ctx(), to);
    const service = createNotificationsService(depsOf(ctx()));
    await ctx()
      .database.db.transaction()
      .execute((trx) =>
        service.queueEmail(trx, { to, template: 'otp_code', locale: 'mk', data: { code: '123456' } }),
      );
    const entries = await outbox(ctx(), to.toLowerCase());
    expect(entries.map((e) => e.template)).toEqual(['otp_code', 'appointment_confirmation']);
    const [otp, booked] = entries;
    expect(otp?.subject).toBe(baseTranslations.mk['notification.otp_code.subject']);
    expect(otp?.locale).toBe('mk');
    expect(booked).toMatchObject({ channel: 'EMAIL', to, status: 'QUEUED', referenceId: 'booking-1' });
    expect(booked?.subject).toBe('Your MRI Knee appointment is booked');
    expect(booked?.text).toContain('Southern Cross Imaging');
    // "View or change your appointment" opens the portal, not the read-only confirmation page.
    expect(booked?.html).toContain('/appointments/sampleBookingKey0000000000"');
    expect(booked?.html).not.toContain('/harbourside-imaging/appointments/');
  });

  it('keeps a queued message as template data until it is sent, then keeps the rendering instead', async () => {
    await withSmtpSink(async (mailer, sink) => {
      const to = uniqueAddress();
      await queueConfirmation(ctx(), to);
      const stored = () =>
        ctx()
          .database.db.selectFrom('outbox')
          .select(['subject', 'text', 'html', 'data'])
          .where('to', '=', to)
          .executeTakeFirstOrThrow();
      expect(await stored()).toEqual({ subject: null, text: null, html: null, data: confirmation });
      expect((await createOutboxWorker(depsOf(ctx()), { mailer }).runOnce()).sent).toBeGreaterThanOrEqual(1);
      const sent = await stored();
      expect(sent.data).toBeNull();
      expect(sent.subject).toBe('Your MRI Knee appointment is booked');
      expect(sent.text).toContain('Southern Cross Imaging');
      expect(sink.messages.find((m) => m.to.includes(`<${to.toLowerCase()}>`))?.data).toContain(
        'Subject: Your MRI Knee appointment is booked',
      );
    });
  });

  it('retries a message it cannot render like a refused send, and keeps it', async () => {
    await withSmtpSink(async (mailer, sink) => {
      const to = uniqueAddress();
      await queueConfirmation(ctx(), to);
      // Data that no longer fits the template (as after a faulty change to it).
      await ctx()
        .database.db.updateTable('outbox')
        .set({ data: JSON.stringify({ firstName: 'A' }) })
        .where('to', '=', to)
        .execute();
      const result = await createOutboxWorker(depsOf(ctx()), { mailer }).runOnce();
      expect(result.retrying).toBe(1);
      const row = await ctx()
        .database.db.selectFrom('outbox')
        .select(['status', 'text', 'lastError'])
        .where('to', '=', to)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'QUEUED', text: null });
      expect(row.lastError).toMatch(/examName/);
      expect(sink.messages.some((m) => m.to.includes(`<${to.toLowerCase()}>`))).toBe(false);
    });
  });

  it('queues nothing when the transaction rolls back', async () => {
    const to = uniqueAddress();
    const service = createNotificationsService(depsOf(ctx()));
    await expect(
      ctx()
        .database.db.transaction()
        .execute(async (trx) => {
          await service.queueEmail(trx, {
            to,
            template: 'appointment_confirmation',
            locale: 'en-AU',
            data: confirmation,
          });
          throw new Error('booking failed');
        }),
    ).rejects.toThrow('booking failed');
    expect(await outbox(ctx(), to)).toEqual([]);
  });

  it('refuses template data it lacks, storing nothing', async () => {
    const to = uniqueAddress();
    const service = createNotificationsService(depsOf(ctx()));
    await expect(
      ctx()
        .database.db.transaction()
        .execute((trx) =>
          service.queueEmail(trx, {
            to,
            template: 'appointment_confirmation',
            locale: 'en-AU',
            data: { firstName: 'A' },
          }),
        ),
    ).rejects.toThrow(/examName/);
    expect(await outbox(ctx(), to)).toEqual([]);
  });

  it('holds email and SMS when no transport is configured', async () => {
    const to = uniqueAddress();
    const phone = `+6140${randomBytes(3).readUIntBE(0, 3).toString().padStart(7, '0')}`;
    await queueConfirmation(ctx(), to);
    const service = createNotificationsService(depsOf(ctx()));
    await ctx()
      .database.db.transaction()
      .execute((trx) =>
        service.queueSms(trx, { to: phone, template: 'otp_code', locale: 'en-AU', data: { code: '654321' } }),
      );
    const result = await createOutboxWorker(depsOf(ctx()), {}).runOnce();
    expect(result.held).toBeGreaterThanOrEqual(2);
    expect((await outbox(ctx(), to))[0]?.status).toBe('HELD');
    const [sms] = await outbox(ctx(), phone);
    expect(sms).toMatchObject({ channel: 'SMS', status: 'HELD', subject: null, html: null });
    expect(sms?.text).toBe(
      'Southern Cross Imaging: your verification code is 654321. It expires in 5 minutes.',
    );
  });

  it('sends queued email over SMTP after commit', async () => {
    await withSmtpSink(
      async (mailer, sink) => {
        const to = uniqueAddress();
        await queueConfirmation(ctx(), to);
        const result = await createOutboxWorker(depsOf(ctx()), { mailer }).runOnce();
        expect(result.sent).toBeGreaterThanOrEqual(1);
        expect((await outbox(ctx(), to))[0]?.status).toBe('SENT');
        // The domain part of an address is case-insensitive; nodemailer sends it in lower case.
        const delivered = sink.messages.find((m) => m.to.includes(`<${to.toLowerCase()}>`));
        expect(delivered?.from).toBe('<bookings@example.org>');
        expect(delivered?.data).toContain('Subject: Your MRI Knee appointment is booked');
        expect(delivered?.data).toContain('text/html');
        // Sent once: a second run finds nothing due.
        expect((await createOutboxWorker(depsOf(ctx()), { mailer }).runOnce()).sent).toBe(0);
      },
      { from: 'Bookings <bookings@example.org>' },
    );
  });

  it('retries a refused email with growing waits, then marks it FAILED', async () => {
    const clock = fixedClock(new Date());
    await withSmtpSink(
      async (mailer) => {
        const to = uniqueAddress();
        await queueConfirmation(ctx(), to, clock);
        const worker = createOutboxWorker(depsOf(ctx(), clock), { mailer });
        const first = await worker.runOnce();
        expect(first.retrying).toBe(1);
        expect((await outbox(ctx(), to))[0]?.status).toBe('QUEUED');
        // Not due again straight away: the backoff holds it back.
        clock.advance(10_000);
        expect((await worker.runOnce()).retrying).toBe(0);
        for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
          clock.advance(2 * 60 * 60_000);
          await worker.runOnce();
        }
        expect((await outbox(ctx(), to))[0]?.status).toBe('FAILED');
        const row = await ctx()
          .database.db.selectFrom('outbox')
          .select(['attempts', 'lastError'])
          .where('to', '=', to)
          .executeTakeFirstOrThrow();
        expect(row.attempts).toBe(OUTBOX_MAX_ATTEMPTS);
        expect(row.lastError).toMatch(/550/);
      },
      { rejectRecipients: true },
    );
  });

  it('sends SMS through the HTTP provider', async () => {
    const bodies: unknown[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        bodies.push({ auth: req.headers.authorization, body: JSON.parse(body) });
        res.statusCode = 200;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
      const transports: OutboxTransports = { sms: createHttpSmsSender({ url, token: 'tok' }) };
      const phone = '+61 400 111 222';
      const service = createNotificationsService(depsOf(ctx()));
      await ctx()
        .database.db.transaction()
        .execute((trx) =>
          service.queueSms(trx, {
            to: phone,
            template: 'otp_code',
            locale: 'en-AU',
            data: { code: '111222' },
          }),
        );
      expect((await createOutboxWorker(depsOf(ctx()), transports).runOnce()).sent).toBe(1);
      expect(bodies).toEqual([
        {
          auth: 'Bearer tok',
          body: {
            to: '+61400111222',
            text: 'Southern Cross Imaging: your verification code is 111222. It expires in 5 minutes.',
          },
        },
      ]);
      expect((await outbox(ctx(), '+61400111222'))[0]?.status).toBe('SENT');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it.each(supportedLocales)('previews every template in %s', async (lang) => {
    for (const template of Object.keys(templates)) {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/notifications/preview_translated_email?template=${template}&lang=${lang}&referenceId=x1`,
      });
      expect(res.statusCode).toBe(200);
      const body = emailPreview.parse(res.json());
      expect(body.locale).toBe(lang);
      expect(body.subject.length).toBeGreaterThan(5);
      expect(body.html).toContain(`lang="${lang}"`);
      expect(body.text).toContain('Southern Cross Imaging');
    }
  });

  it('previews in en-AU when the locale is not supported', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/notifications/preview_translated_email?template=appointment_confirmation&lang=xx-YY',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ locale: 'en-AU', subject: 'Your MRI Knee appointment is booked' });
  });

  it('rejects an unknown template with a problem naming the field', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/notifications/preview_translated_email?template=nope&lang=en-AU',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(problem.parse(res.json()).errors?.[0]?.field).toBe('querystring.template');
  });

  it('rejects an over-long recipient filter', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/dev/outbox?to=${'a'.repeat(400)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('querystring.to');
  });
});

describe.each(databaseTargets)('outbox worker started by the app on %s', (target) => {
  const ctx = useTestApp(target, { env: { OUTBOX_POLL_INTERVAL_MS: '50' } });

  it('holds a queued email without SMTP, on its own', async () => {
    const to = uniqueAddress();
    await queueConfirmation(ctx(), to);
    await expect
      .poll(async () => (await outbox(ctx(), to))[0]?.status, { timeout: 10_000, interval: 100 })
      .toBe('HELD');
  });
});

describe.each(databaseTargets)('notifications in production on %s', (target) => {
  const ctx = useTestApp(target, {
    // The test database holds the demo staff accounts: production must be told so (SEED_DEMO_DATA).
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: 'p'.repeat(40),
      OUTBOX_POLL_INTERVAL_MS: '0',
      SEED_DEMO_DATA: 'true',
    },
  });

  it('has no dev outbox', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('"channel"');
  });

  it('still previews emails', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/notifications/preview_translated_email?template=results_ready&lang=en-NZ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().subject).toBe('Your MRI Knee results are ready');
  });
});
