import type { AppointmentStatus } from '@rb/contracts';
import type { ColumnType, GeneratedAlways } from 'kysely';

export interface AppointmentTable {
  id: GeneratedAlways<number>;
  slug: string;
  bookingKey: string;
  examId: number;
  clinicId: number;
  deviceId: number;
  patientId: number;
  startsAt: ColumnType<Date, Date | string, Date | string>;
  endsAt: ColumnType<Date, Date | string, Date | string>;
  status: AppointmentStatus;
  createdBy: 'PATIENT' | 'REFERRER' | 'STAFF';
  walkIn: ColumnType<boolean, boolean | undefined, boolean>;
  notes: string | null;
  rescheduledFromId: number | null;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date | string>;
}

declare module '../../platform/db/schema' {
  interface Database {
    appointment: AppointmentTable;
  }
}
