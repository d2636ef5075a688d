import type { OutboxChannel, OutboxEntry, OutboxStatus } from '@rb/contracts';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { OutboxTable } from './notifications.tables';
import './notifications.tables';
import '../portal/portal.tables';

export type OutboxRow = Selectable<OutboxTable>;

export interface NewOutboxMessage {
  channel: OutboxChannel;
  to: string;
  template: string;
  locale: string;
  /** The template's data, kept until the message is rendered. */
  data: unknown;
  referenceId: string | null;
  createdAt: Date;
  /** HELD keeps a message in the outbox unsent (held back as possible spam); QUEUED by default. */
  status?: 'QUEUED' | 'HELD';
  lastError?: string | null;
}

export interface OutboxRendering {
  subject: string | null;
  text: string;
  html: string | null;
}

/** A rendered row as the dev mailbox shows it. */
export const toEntry = (row: OutboxRow & OutboxRendering): OutboxEntry => ({
  id: row.id,
  channel: row.channel,
  to: row.to,
  template: row.template,
  locale: row.locale,
  subject: row.subject,
  text: row.text,
  html: row.html,
  referenceId: row.referenceId,
  status: row.status,
  createdAt: new Date(row.createdAt).toISOString(),
});

export function createNotificationsRepository(db: Db) {
  return {
    async insert(message: NewOutboxMessage, trx: Db = db): Promise<number> {
      const row = await trx
        .insertInto('outbox')
        .values({
          ...message,
          data: JSON.stringify(message.data),
          status: message.status ?? 'QUEUED',
          lastError: message.lastError ?? null,
          nextAttemptAt: message.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Whether the booking's patient unsubscribed from optional messages (§7 unsubscribe by booking key). */
    async isUnsubscribed(bookingKey: string, trx: Db = db): Promise<boolean> {
      const row = await trx
        .selectFrom('bookingUnsubscribe')
        .select('bookingKey')
        .where('bookingKey', '=', bookingKey)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Messages of these templates queued to `to` (case-insensitively) since a moment, sent or not. */
    async countSentTo(to: string, templates: string[], since: Date, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(sql<string>`lower("to")`, '=', to.toLowerCase())
        .where('template', 'in', templates)
        .where('createdAt', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Newest first; `to` matches case-insensitively (email addresses). */
    /** The locale of the newest message about a reference (a booking key), if any. */
    async latestLocaleOf(referenceId: string, trx: Db = db): Promise<string | undefined> {
      const row = await trx
        .selectFrom('outbox')
        .select('locale')
        .where('referenceId', '=', referenceId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row?.locale;
    },

    async list(options: { to?: string; limit: number }): Promise<OutboxRow[]> {
      let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(options.limit);
      if (options.to) query = query.where(sql<string>`lower("to")`, '=', options.to.toLowerCase());
      return query.execute();
    },

    /**
     * Keeps a message's rendering and drops its data. Whoever renders first wins (the worker and the
     * dev mailbox may both render one); later callers get the row as it was kept.
     */
    async saveRendering(id: number, rendering: OutboxRendering): Promise<OutboxRow & OutboxRendering> {
      const saved = await db
        .updateTable('outbox')
        .set({ ...rendering, data: null })
        .where('id', '=', id)
        .where('text', 'is', null)
        .returningAll()
        .executeTakeFirst();
      const row =
        saved ?? (await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
      return row as OutboxRow & OutboxRendering;
    },

    /** Queued messages of a channel that has no transport stay in the outbox as HELD. */
    async holdQueued(channel: OutboxChannel): Promise<number> {
      const result = await db
        .updateTable('outbox')
        .set({ status: 'HELD' })
        .where('status', '=', 'QUEUED')
        .where('channel', '=', channel)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Takes due messages of the given channels for sending: counts the attempt and pushes the next
     * attempt to `leaseUntil`, so another worker (or this one after a crash) only retries them once
     * the lease has passed. `skip locked` lets several instances claim side by side.
     */
    async claimDue(
      channels: OutboxChannel[],
      now: Date,
      leaseUntil: Date,
      limit: number,
    ): Promise<OutboxRow[]> {
      if (channels.length === 0) return [];
      return db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('outbox')
          .select('id')
          .where('status', '=', 'QUEUED')
          .where('channel', 'in', channels)
          .where('nextAttemptAt', '<=', now)
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        if (due.length === 0) return [];
        return trx
          .updateTable('outbox')
          .set({ attempts: sql`attempts + 1`, nextAttemptAt: leaseUntil })
          .where(
            'id',
            'in',
            due.map((row) => row.id),
          )
          .returningAll()
          .execute();
      });
    },

    async markSent(id: number, sentAt: Date): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ status: 'SENT', sentAt, lastError: null })
        .where('id', '=', id)
        .execute();
    },

    async markAttemptFailed(
      id: number,
      outcome: { status: Extract<OutboxStatus, 'QUEUED' | 'FAILED'>; nextAttemptAt: Date; lastError: string },
    ): Promise<void> {
      await db.updateTable('outbox').set(outcome).where('id', '=', id).execute();
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
