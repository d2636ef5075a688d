import type { ColumnType, GeneratedAlways } from 'kysely';

export interface PatientTable {
  id: GeneratedAlways<number>;
  title: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: ColumnType<unknown, string, string>;
  email: string | null;
  contactNumber: string | null;
  postalCode: string | null;
  gender: string | null;
  medicareNumber: string | null;
  medicareIrn: string | null;
  /** Set by staff applying a patient's change request (migration 0100). */
  ethnicityId: ColumnType<number | null, number | null | undefined, number | null>;
  insuranceTypeId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: ColumnType<Date, never, never>;
}

declare module '../../platform/db/schema' {
  interface Database {
    patient: PatientTable;
  }
}
