import type { ColumnType, GeneratedAlways } from 'kysely';

export interface RegionTable {
  id: GeneratedAlways<number>;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  sortOrder: ColumnType<number, number | undefined, number>;
}

export interface ClinicTable {
  id: GeneratedAlways<number>;
  slug: string;
  name: string;
  regionId: number;
  addressLine: string;
  suburb: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  phone: string;
  email: string | null;
  openingHours: ColumnType<unknown, string | undefined, string>;
  walkInEnabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** A mobile location (imaging van): listed by the mobile locations call, bookable like any clinic. */
  mobile: ColumnType<boolean, boolean | undefined, boolean>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  /** Optimistic-concurrency version of the clinic's schedule (migration 0200); every change bumps it. */
  scheduleVersion: ColumnType<number, number | undefined, number>;
}

export interface ModalityTable {
  id: GeneratedAlways<number>;
  code: string;
  name: string;
  sortOrder: ColumnType<number, number | undefined, number>;
}

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface ExamTable {
  id: GeneratedAlways<number>;
  slug: string;
  name: string;
  modalityId: number;
  examCode: string;
  priority: Defaulted<number>;
  durationMinutes: number;
  preparationMinutes: Defaulted<number>;
  minutesPrior: Defaulted<number>;
  enquiryOnly: Defaulted<boolean>;
  walkIn: Defaulted<boolean>;
  specialEnquiry: Defaulted<boolean>;
  generalEnquiry: Defaulted<boolean>;
  groupName: string | null;
  examNotes: string | null;
  notes: string | null;
  preparationNotes: string | null;
  showBookingRequestInfoModal: Defaulted<boolean>;
  active: Defaulted<boolean>;
}

export interface BodyPartTable {
  id: GeneratedAlways<number>;
  slug: string;
  name: string;
  figureRegion: string;
}

/** An exam's texts in one of the provider's other locales (migration 0280); null keeps the default's. */
export interface ExamTextTable {
  examId: number;
  locale: string;
  name: string | null;
  examNotes: string | null;
  notes: string | null;
  preparationNotes: string | null;
}

export interface ExamBodyPartTable {
  examId: number;
  bodyPartId: number;
}

export interface DeviceTable {
  id: GeneratedAlways<number>;
  clinicId: number;
  modalityId: number;
  name: string;
  active: Defaulted<boolean>;
}

export interface ClinicExamTable {
  clinicId: number;
  examId: number;
  deviceId: number;
  customDurationMinutes: number | null;
}

export interface PostalCodeLocationTable {
  id: GeneratedAlways<number>;
  code: string;
  suburb: string;
  state: string;
  country: Defaulted<string>;
  latitude: number;
  longitude: number;
}

/** Where a mobile van stands on one local date (migration 0290); `date` columns are read as text. */
export interface VanStopTable {
  id: GeneratedAlways<number>;
  clinicId: number;
  stopDate: ColumnType<unknown, string, string>;
  placeName: string;
  address: string;
  latitude: number;
  longitude: number;
  /** Minutes after local midnight in the van's zone. */
  opensMinute: number;
  closesMinute: number;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../platform/db/schema' {
  interface Database {
    region: RegionTable;
    clinic: ClinicTable;
    modality: ModalityTable;
    exam: ExamTable;
    bodyPart: BodyPartTable;
    examBodyPart: ExamBodyPartTable;
    examText: ExamTextTable;
    device: DeviceTable;
    clinicExam: ClinicExamTable;
    postalCodeLocation: PostalCodeLocationTable;
    vanStop: VanStopTable;
  }
}
