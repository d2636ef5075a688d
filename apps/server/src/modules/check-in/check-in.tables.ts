import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

export interface DoctorTable {
  id: GeneratedAlways<number>;
  firstName: string;
  lastName: string;
  cityName: string;
  postalCode: string;
}

export interface CheckInClinicSettingTable {
  clinicId: number;
  enabled: Generated<boolean>;
  opensMinutes: number | null;
  simpleMode: Generated<boolean>;
  showGenderSelection: Generated<boolean>;
  referralRequired: Generated<boolean>;
  risFolioNumbers: Generated<boolean>;
  simulateRisFailure: Generated<boolean>;
}

type Instant = ColumnType<Date, Date | string, Date | string>;

export interface CheckInTable {
  appointmentId: number;
  status: string;
  referrerDoctorId: number | null;
  dateOfReferral: string | null;
  medicareNumber: string | null;
  medicareIrn: string | null;
  gender: string | null;
  preparedSentAt: Instant | null;
  checkedInAt: Instant | null;
  checkInSentAt: Instant | null;
  patientFolioNumber: string | null;
  referralImportedAt: Instant | null;
  failure: string | null;
  handOffId: string | null;
  createdAt: Generated<Date>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../platform/db/schema' {
  interface Database {
    doctor: DoctorTable;
    checkInClinicSetting: CheckInClinicSettingTable;
    checkIn: CheckInTable;
  }
}
