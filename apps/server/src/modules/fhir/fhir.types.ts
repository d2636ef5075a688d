import type { AppointmentStatus } from '@rb/contracts';

export type { AppointmentStatus };

/** The clinic fields a Location shows (the catalogue's clinic record has them all). */
export interface ClinicRecordLike {
  id: number;
  slug: string;
  name: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  phone: string;
  email: string | null;
  mobile: boolean;
  openingHours: { weekday: number; opens: string; closes: string }[];
}

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
