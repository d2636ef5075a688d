import type { OutboxChannel, OutboxStatus } from '@rb/contracts';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * One email or SMS, queued with its template data in the transaction that causes it; rendered when
 * the worker sends it (or the dev mailbox lists it), after that transaction committed.
 */
export interface OutboxTable {
  id: Generated<number>;
  channel: OutboxChannel;
  to: string;
  template: string;
  locale: string;
  /** Null until rendered (and for SMS). */
  subject: string | null;
  /** Null until rendered. */
  text: string | null;
  html: string | null;
  /** The template's data (jsonb: read parsed, written as a JSON string) until the message is rendered. */
  data: ColumnType<unknown, string | null, string | null>;
  referenceId: string | null;
  status: OutboxStatus;
  attempts: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  /** When the worker may (re)try; also a lease while a send is in flight. */
  nextAttemptAt: Timestamp;
  createdAt: Timestamp;
  sentAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module '../../platform/db/schema' {
  interface Database {
    outbox: OutboxTable;
  }
}
