import type { ColumnType, GeneratedAlways } from 'kysely';

export interface BookingRequestTable {
  id: GeneratedAlways<number>;
  slug: string;
  bookingKey: string;
  clinicId: number | null;
  patientId: number;
  status: 'PENDING' | 'BOOKED' | 'CANCELED' | 'ON_HOLD' | 'DELETED' | 'REMOVED_BY_OPERATOR';
  type: 'PATIENT' | 'REFERRER' | 'STAFF' | 'CHAT';
  notes: string | null;
  preferredDates: string | null;
  deleteKey: string | null;
  apiKey: string | null;
  /** Why staff closed it (migration 0085): the patient reads it on the deny page. */
  closeReason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The appointment staff converted it to (migration 0085). */
  appointmentId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date | string>;
}

export interface BookingRequestExamTable {
  bookingRequestId: number;
  examId: number;
}

declare module '../../platform/db/schema' {
  interface Database {
    bookingRequest: BookingRequestTable;
    bookingRequestExam: BookingRequestExamTable;
  }
}
