import type { AppointmentStatus } from '@rb/contracts';
import type { ClinicRecord } from '../catalog/catalog.repository';

export type { AppointmentStatus };

/** The clinic fields a Location shows (the catalogue's clinic record has them all). */
export type ClinicRecordLike = Pick<
  ClinicRecord,
  | 'id'
  | 'slug'
  | 'name'
  | 'address'
  | 'suburb'
  | 'state'
  | 'postcode'
  | 'latitude'
  | 'longitude'
  | 'timeZone'
  | 'phone'
  | 'email'
  | 'mobile'
  | 'openingHours'
>;

/** One exam offered at one clinic: a HealthcareService. */
export interface FhirService {
  clinicId: number;
  clinicName: string;
  examSlug: string;
  examName: string;
  modalityCode: string;
  modalityName: string;
  walkIn: boolean;
}

/** One device with the exams it takes: a Schedule. */
export interface FhirDevice {
  id: number;
  clinicId: number;
  clinicName: string;
  name: string;
  modalityName: string;
  active: boolean;
  exams: { slug: string; name: string }[];
}

export interface FhirClaim {
  id: number;
  deviceId: number;
  start: Date;
  end: Date;
  hold: boolean;
}

export interface FhirAppointmentRow {
  id: number;
  slug: string;
  bookingKey: string;
  status: AppointmentStatus;
  clinicId: number;
  clinicName: string;
  examSlug: string;
  examName: string;
  patientId: number;
  start: Date;
  end: Date;
  notes: string | null;
  createdAt: Date;
}

export interface FhirPatientRow {
  id: number;
  title: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string | null;
  contactNumber: string | null;
  postalCode: string | null;
  gender: string | null;
}

export interface AppointmentFilter {
  /** Only these clinics (a clinic staff member's); null: every clinic. */
  clinicIds: number[] | null;
  statuses?: AppointmentStatus[];
  patientId?: number;
  from?: Date;
  to?: Date;
  slug?: string;
}
