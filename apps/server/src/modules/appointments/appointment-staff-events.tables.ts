import type { ColumnType, GeneratedAlways } from 'kysely';

/** What staff did to an appointment (migration 0086; UNDO_ATTENDANCE: 0230). */
export interface AppointmentStaffEventTable {
  id: GeneratedAlways<number>;
  appointmentId: number;
  kind: 'CONFIRM' | 'RESCHEDULE' | 'CANCEL' | 'ARRIVED' | 'NO_SHOW' | 'RESEND' | 'UNDO_ATTENDANCE';
  reason: string | null;
  staffSubject: string;
  newAppointmentId: number | null;
  at: ColumnType<Date, Date | string, never>;
}

declare module '../../platform/db/schema' {
  interface Database {
    appointmentStaffEvent: AppointmentStaffEventTable;
  }
}
