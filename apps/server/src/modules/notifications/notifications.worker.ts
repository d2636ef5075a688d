import type { OutboxChannel } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { createMailer, type Mailer } from '../../platform/mailer';
import { createSmsSender, type SmsSender } from '../../platform/sms';
import { createNotificationsRepository, type OutboxRow } from './notifications.repository';
import {
  createNotificationsService,
  type NotificationsService,
  recipientHash,
} from './notifications.service';

export const OUTBOX_MAX_ATTEMPTS = 5;
const BATCH_SIZE = 20;
/** A send in flight longer than this is assumed lost (process died) and retried. */
const LEASE_MS = 5 * 60_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

/** Wait before the next attempt after `attempts` failures: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

export interface OutboxTransports {
  mailer?: Mailer;
  sms?: SmsSender;
}

export interface OutboxRunResult {
  sent: number;
  retrying: number;
  failed: number;
  held: number;
}

/**
 * Renders and sends queued outbox messages after their transaction committed. Channels without a
 * transport are held in the outbox. Failures are retried with exponential backoff up to OUTBOX_MAX_ATTEMPTS, then FAILED.
 */
export function createOutboxWorker(
  deps: AppDeps,
  transports: OutboxTransports,
  notifications: Pick<NotificationsService, 'render'> = createNotificationsService(deps),
) {
  const repository = createNotificationsRepository(deps.db);
  const channels: OutboxChannel[] = [];
  if (transports.mailer) channels.push('EMAIL');
  if (transports.sms) channels.push('SMS');

  /** Renders the message (a failure counts as a failed attempt, like a refused send), then sends it. */
  async function deliver(row: OutboxRow): Promise<void> {
    const message = await notifications.render(row);
    if (message.channel === 'EMAIL' && transports.mailer) {
      await transports.mailer.send({
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
        html: message.html ?? '',
      });
    } else if (message.channel === 'SMS' && transports.sms) {
      await transports.sms.send({ to: message.to, text: message.text });
    }
  }

  async function runOnce(): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, retrying: 0, failed: 0, held: 0 };
    if (!transports.mailer) result.held += await repository.holdQueued('EMAIL');
    if (!transports.sms) result.held += await repository.holdQueued('SMS');
    const now = deps.clock.now();
    const rows = await repository.claimDue(channels, now, new Date(now.getTime() + LEASE_MS), BATCH_SIZE);
    for (const row of rows) {
      const log = {
        outboxId: row.id,
        channel: row.channel,
        template: row.template,
        recipient: recipientHash(row.to),
      };
      try {
        await deliver(row);
        await repository.markSent(row.id, deps.clock.now());
        result.sent += 1;
        deps.log.info(log, 'notification sent');
      } catch (error) {
        const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const giveUp = row.attempts >= OUTBOX_MAX_ATTEMPTS;
        await repository.markAttemptFailed(row.id, {
          status: giveUp ? 'FAILED' : 'QUEUED',
          nextAttemptAt: new Date(deps.clock.now().getTime() + retryDelayMs(row.attempts)),
          lastError,
        });
        if (giveUp) result.failed += 1;
        else result.retrying += 1;
        // The error text may quote the address, so only its class goes to the log.
        deps.log.warn(
          { ...log, attempts: row.attempts, error: error instanceof Error ? error.name : 'unknown' },
          giveUp ? 'notification failed for good' : 'notification failed; will retry',
        );
      }
    }
    return result;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  /** One run at a time: a tick that finds the previous run still going waits for the next one. */
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = runOnce()
      .catch((error) => deps.log.error({ err: error }, 'outbox worker run failed'))
      .finally(() => {
        busy = false;
      });
  };

  return {
    runOnce,
    start(intervalMs: number) {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

/** Starts the app's outbox worker on the configured transports and stops it when the app closes. */
export function startOutboxWorker(
  app: FastifyInstance,
  deps: AppDeps,
  notifications: NotificationsService,
  transports?: OutboxTransports,
) {
  const mailer = transports ? transports.mailer : createMailer(deps.env);
  const sms = transports ? transports.sms : createSmsSender(deps.env);
  const worker = createOutboxWorker(deps, { mailer, sms }, notifications);
  app.addHook('onReady', async () => worker.start(deps.env.OUTBOX_POLL_INTERVAL_MS));
  app.addHook('onClose', async () => {
    await worker.stop();
    mailer?.close();
  });
  return worker;
}
