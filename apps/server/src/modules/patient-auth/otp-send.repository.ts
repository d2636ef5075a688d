import { type GeneratedAlways, sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** One code sent (migration 0046); `subject` is the booking's failure subject, a hash. */
export interface OtpSendTable {
  id: GeneratedAlways<string>;
  subject: string;
  sentAt: Date;
}

declare module '../../platform/db/schema' {
  interface Database {
    otpSend: OtpSendTable;
  }
}

/** The per-booking count of codes sent, shared by every entry point that sends one. */
export const otpSendRepository = {
  /**
   * Holds the booking's send count until the transaction ends, so two concurrent sends cannot
   * both see room for one more.
   */
  async lock(subject: string, trx: Db) {
    await sql`select pg_advisory_xact_lock(hashtext(${`otp_send:${subject}`}))`.execute(trx);
  },

  /** Send times since `since`, oldest first. */
  async sentSince(subject: string, since: Date, trx: Db): Promise<Date[]> {
    const rows = await trx
      .selectFrom('otpSend')
      .select('sentAt')
      .where('subject', '=', subject)
      .where('sentAt', '>', since)
      .orderBy('sentAt')
      .execute();
    return rows.map((r) => new Date(r.sentAt));
  },

  async record(subject: string, sentAt: Date, trx: Db) {
    await trx.insertInto('otpSend').values({ subject, sentAt }).execute();
  },
};
