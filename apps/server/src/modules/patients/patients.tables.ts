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
  createdAt: ColumnType<Date, never, never>;
}

declare module '../../platform/db/schema' {
  interface Database {
    patient: PatientTable;
  }
}
