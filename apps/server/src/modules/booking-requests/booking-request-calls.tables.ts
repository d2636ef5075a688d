import type { ColumnType, GeneratedAlways } from 'kysely';

/** A call staff logged against an enquiry (migration 0085). */
export interface BookingRequestCallTable {
  id: GeneratedAlways<number>;
  bookingRequestId: number;
  outcome: 'REACHED' | 'NO_ANSWER' | 'LEFT_MESSAGE' | 'WRONG_NUMBER';
  note: string | null;
  staffSubject: string;
  createdAt: ColumnType<Date, Date | string, never>;
}

declare module '../../platform/db/schema' {
  interface Database {
    bookingRequestCall: BookingRequestCallTable;
  }
}
