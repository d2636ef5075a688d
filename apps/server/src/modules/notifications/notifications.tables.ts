import type { OutboxChannel, OutboxStatus } from '@rb/contracts';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One email or SMS, rendered when queued; the worker sends it after the queuing transaction commits. */
export interface OutboxTable {
  id: Generated<number>;
  channel: OutboxChannel;
  to: string;
  template: string;
  locale: string;
  subject: string | null;
  text: string;
  html: string | null;
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
