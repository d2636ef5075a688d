import type { ColumnType, GeneratedAlways } from 'kysely';

/** What a patient did to an appointment in the portal, kept for staff. */
export interface AppointmentPatientActionTable {
  id: GeneratedAlways<number>;
  appointmentId: number;
  action: 'CANCEL' | 'DECLINE' | 'CONFIRM' | 'RESCHEDULE';
  reason: string | null;
  note: string | null;
  newAppointmentId: number | null;
  at: ColumnType<Date, Date | string, never>;
}

declare module '../../platform/db/schema' {
  interface Database {
    appointmentPatientAction: AppointmentPatientActionTable;
  }
}

export interface ReferenceListTable {
  id: GeneratedAlways<number>;
  code: string;
  name: string;
  sortOrder: ColumnType<number, number | undefined, number>;
}

/** A patient's request to correct their details, for staff to apply. */
export interface PatientChangeRequestTable {
  id: GeneratedAlways<number>;
  origin: 'BOOKING_REQUEST' | 'APPOINTMENT' | 'APPOINTMENT_CONFIRMATION';
  bookingKey: string;
  patientId: number;
  changes: ColumnType<unknown, string, string>;
  note: string | null;
  status: ColumnType<'OPEN' | 'DONE' | 'REJECTED', 'OPEN' | undefined, 'OPEN' | 'DONE' | 'REJECTED'>;
  createdAt: ColumnType<Date, Date | string, never>;
  /** Staff's decision (migration 0100): when, by whom, and what a declined patient was told. */
  decidedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  decidedBy: ColumnType<string | null, string | null | undefined, string | null>;
  declineMessage: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ConsentFormTable {
  appointmentId: number;
  data: ColumnType<unknown, string, string>;
  updatedAt: ColumnType<Date, Date | string, Date | string>;
}

export interface BookingUnsubscribeTable {
  bookingKey: string;
  at: ColumnType<Date, Date | string, never>;
}

declare module '../../platform/db/schema' {
  interface Database {
    ethnicity: ReferenceListTable;
    insuranceType: ReferenceListTable;
    patientChangeRequest: PatientChangeRequestTable;
    consentForm: ConsentFormTable;
    bookingUnsubscribe: BookingUnsubscribeTable;
  }
}
