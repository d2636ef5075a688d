import type { ColumnType, GeneratedAlways } from 'kysely';

/** A call-back or call-centre request a patient sent from the portal (migration 0100). */
export interface StaffContactRequestTable {
  id: GeneratedAlways<number>;
  kind: 'CALLBACK' | 'CALL_CENTRE';
  bookingKey: string;
  patientId: number;
  contactNumber: string | null;
  message: string | null;
  status: ColumnType<'OPEN' | 'CLAIMED' | 'DONE', 'OPEN' | undefined, 'OPEN' | 'CLAIMED' | 'DONE'>;
  claimedBy: ColumnType<string | null, string | null | undefined, string | null>;
  claimedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  doneAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: ColumnType<Date, Date | string, never>;
}

/** A note staff kept on a call-back or call-centre request. */
export interface StaffContactNoteTable {
  id: GeneratedAlways<number>;
  requestId: number;
  staffSubject: string;
  note: string;
  createdAt: ColumnType<Date, Date | string, never>;
}

declare module '../../platform/db/schema' {
  interface Database {
    staffContactRequest: StaffContactRequestTable;
    staffContactNote: StaffContactNoteTable;
  }
}
