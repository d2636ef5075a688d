import type { ColumnType, GeneratedAlways } from 'kysely';

/** A note staff wrote on an appointment (migration 0105). */
export interface AppointmentNoteTable {
  id: GeneratedAlways<number>;
  appointmentId: number;
  staffSubject: string;
  text: string;
  createdAt: ColumnType<Date, Date | string, never>;
}

declare module '../../platform/db/schema' {
  interface Database {
    appointmentNote: AppointmentNoteTable;
  }
}
