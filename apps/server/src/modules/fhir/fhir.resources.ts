import type {
  Appointment,
  CodeableConcept,
  Coding,
  HealthcareService,
  Location,
  Patient,
  Schedule,
  Slot,
} from '@medplum/fhirtypes';
import type {
  AppointmentStatus,
  ClinicRecordLike,
  FhirAppointmentRow,
  FhirDevice,
  FhirPatientRow,
  FhirService,
} from './fhir.types';

/** Code systems of our own codes: stable names, not addresses anyone resolves. */
export const EXAM_SYSTEM = 'urn:radiology-booking:exam';
export const MODALITY_SYSTEM = 'urn:radiology-booking:modality';
export const CLINIC_SYSTEM = 'urn:radiology-booking:clinic';
/** The booking key a $hold answers and $book takes back, so the booking frees its own hold. */
export const BOOKING_KEY_SYSTEM = 'urn:radiology-booking:booking-key';
/** SMART Scheduling Links' extensions (booking deep link and phone per slot or location). */
export const BOOKING_DEEP_LINK =
  'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link';
export const BOOKING_PHONE = 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone';
/** The clinic's IANA zone: slots are computed in it. */
export const TIME_ZONE_EXTENSION = 'http://hl7.org/fhir/StructureDefinition/timezone';
/** When a $hold ends unless booked. */
export const HOLD_EXPIRES_EXTENSION = 'urn:radiology-booking:hold-expires';

const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const clock = (time: string) => (/^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time);

export const examCoding = (exam: { slug: string; name: string }): Coding => ({
  system: EXAM_SYSTEM,
  code: exam.slug,
  display: exam.name,
});
export const examConcept = (exam: { slug: string; name: string }): CodeableConcept => ({
  coding: [examCoding(exam)],
  text: exam.name,
});

export function toLocation(clinic: ClinicRecordLike): Location {
  return {
    resourceType: 'Location',
    id: String(clinic.id),
    identifier: [{ system: CLINIC_SYSTEM, value: clinic.slug }],
    status: 'active',
    name: clinic.name,
    mode: 'instance',
    // A van is a vehicle; its address is where it is parked now (decision 0024).
    physicalType: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/location-physical-type',
          code: clinic.mobile ? 've' : 'bu',
          display: clinic.mobile ? 'Vehicle' : 'Building',
        },
      ],
    },
    telecom: [
      { system: 'phone', value: clinic.phone },
      ...(clinic.email ? [{ system: 'email' as const, value: clinic.email }] : []),
    ],
    address: {
      line: [clinic.address],
      city: clinic.suburb,
      state: clinic.state,
      postalCode: clinic.postcode,
      country: 'AU',
    },
    position: { latitude: clinic.latitude, longitude: clinic.longitude },
    hoursOfOperation: clinic.openingHours.map((h) => ({
      daysOfWeek: [weekdays[h.weekday] ?? 'sun'],
      openingTime: clock(h.opens),
      closingTime: clock(h.closes),
    })),
    extension: [{ url: TIME_ZONE_EXTENSION, valueCode: clinic.timeZone }],
  };
}

export const healthcareServiceId = (clinicId: number, examSlug: string) => `${clinicId}-${examSlug}`;

export function toHealthcareService(service: FhirService): HealthcareService {
  return {
    resourceType: 'HealthcareService',
    id: healthcareServiceId(service.clinicId, service.examSlug),
    active: true,
    location: [{ reference: `Location/${service.clinicId}`, display: service.clinicName }],
    name: service.examName,
    category: [
      { coding: [{ system: MODALITY_SYSTEM, code: service.modalityCode, display: service.modalityName }] },
    ],
    type: [examConcept({ slug: service.examSlug, name: service.examName })],
    appointmentRequired: !service.walkIn,
  };
}

export function toSchedule(device: FhirDevice, horizon: { start: string; end: string }): Schedule {
  return {
    resourceType: 'Schedule',
    id: String(device.id),
    active: device.active,
    serviceType: device.exams.map(examConcept),
    actor: [{ reference: `Location/${device.clinicId}`, display: device.clinicName }],
    planningHorizon: horizon,
    comment: `${device.modalityName}: ${device.name}`,
  };
}

/** A free slot's id names its device, exam and start, so it can be read and booked back. */
export const freeSlotId = (deviceId: number, examSlug: string, start: string) =>
  `${deviceId}-${Math.floor(Date.parse(start) / 1000)}-${examSlug}`;
export const busySlotId = (claimId: number) => `busy-${claimId}`;

export function parseFreeSlotId(id: string): { deviceId: number; start: string; examSlug: string } | null {
  const match = /^(\d{1,9})-(\d{1,12})-([a-z0-9][a-z0-9-]{0,40})$/.exec(id);
  if (!match) return null;
  return {
    deviceId: Number(match[1]),
    start: new Date(Number(match[2]) * 1000).toISOString(),
    examSlug: match[3] as string,
  };
}

export function toFreeSlot(
  slot: { deviceId: number; start: string; end: string },
  exam: { slug: string; name: string },
  bookingLink: string,
  phone: string | null,
): Slot {
  return {
    resourceType: 'Slot',
    id: freeSlotId(slot.deviceId, exam.slug, slot.start),
    schedule: { reference: `Schedule/${slot.deviceId}` },
    status: 'free',
    start: slot.start,
    end: slot.end,
    serviceType: [examConcept(exam)],
    extension: [
      { url: BOOKING_DEEP_LINK, valueUrl: bookingLink },
      ...(phone ? [{ url: BOOKING_PHONE, valueString: phone }] : []),
    ],
  };
}

export function toBusySlot(claim: {
  id: number;
  deviceId: number;
  start: Date;
  end: Date;
  hold: boolean;
}): Slot {
  return {
    resourceType: 'Slot',
    id: busySlotId(claim.id),
    schedule: { reference: `Schedule/${claim.deviceId}` },
    // A hold may still lapse: tentative until it is booked.
    status: claim.hold ? 'busy-tentative' : 'busy',
    start: claim.start.toISOString(),
    end: claim.end.toISOString(),
  };
}

const appointmentStatusMap: Record<AppointmentStatus, NonNullable<Appointment['status']>> = {
  BOOKED: 'booked',
  PENDING: 'pending',
  ON_HOLD: 'pending',
  CANCELED: 'cancelled',
  RESCHEDULED: 'cancelled',
  CHANGED: 'cancelled',
  EXPIRED: 'cancelled',
  EXPIRED_PATIENT: 'cancelled',
  DECLINED_BY_PATIENT: 'cancelled',
  REMOVED_BY_OPERATOR: 'cancelled',
  DELETED: 'entered-in-error',
};

/** FHIR status → ours, for `status` search: several of ours are one FHIR status. */
export function statusesOf(fhirStatus: string): AppointmentStatus[] {
  return (Object.keys(appointmentStatusMap) as AppointmentStatus[]).filter(
    (status) => appointmentStatusMap[status] === fhirStatus,
  );
}

export function toAppointment(row: FhirAppointmentRow): Appointment {
  const start = row.start.toISOString();
  const end = row.end.toISOString();
  return {
    resourceType: 'Appointment',
    id: row.slug,
    status: appointmentStatusMap[row.status],
    serviceType: [examConcept({ slug: row.examSlug, name: row.examName })],
    start,
    end,
    minutesDuration: Math.round((row.end.getTime() - row.start.getTime()) / 60_000),
    created: row.createdAt.toISOString(),
    ...(row.notes ? { comment: row.notes } : {}),
    participant: [
      { actor: { reference: `Patient/${row.patientId}` }, status: 'accepted' },
      { actor: { reference: `Location/${row.clinicId}`, display: row.clinicName }, status: 'accepted' },
      {
        actor: { reference: `HealthcareService/${healthcareServiceId(row.clinicId, row.examSlug)}` },
        status: 'accepted',
      },
    ],
  };
}

const genderOf = (gender: string | null): Patient['gender'] =>
  gender === 'Female' ? 'female' : gender === 'Male' ? 'male' : gender === 'Other' ? 'other' : 'unknown';

export function toPatient(row: FhirPatientRow): Patient {
  return {
    resourceType: 'Patient',
    id: String(row.id),
    name: [
      {
        use: 'official',
        family: row.lastName,
        given: [row.firstName],
        ...(row.title ? { prefix: [row.title] } : {}),
      },
    ],
    birthDate: row.dateOfBirth,
    gender: genderOf(row.gender),
    telecom: [
      ...(row.email ? [{ system: 'email' as const, value: row.email }] : []),
      ...(row.contactNumber ? [{ system: 'phone' as const, value: row.contactNumber }] : []),
    ],
    ...(row.postalCode ? { address: [{ postalCode: row.postalCode, country: 'AU' }] } : {}),
  };
}
