import {
  type AppointmentConfirmation,
  type AppointmentSummary,
  type BookingClinic,
  examNameWithModality,
} from '@rb/contracts';
import { formatMinute, localParts } from '../../platform/local-time';
import type { AppointmentRow } from './appointments.repository';

/** Public views of appointments: exam, clinic and times in the clinic's zone, never patient data. */
export function toSummary(row: AppointmentRow): AppointmentSummary {
  const start = new Date(row.startsAt);
  const end = new Date(row.endsAt);
  const localStart = localParts(row.timeZone, start.getTime());
  const localEnd = localParts(row.timeZone, end.getTime());
  return {
    slug: row.slug,
    status: row.status,
    examSlug: row.examSlug,
    examName: row.examName,
    nameWithModality: examNameWithModality(row.modalityName, row.examName),
    modalityName: row.modalityName,
    clinicId: row.clinicId,
    clinicName: row.clinicName,
    deviceId: row.deviceId,
    start: start.toISOString(),
    end: end.toISOString(),
    timeZone: row.timeZone,
    localDate: localStart.date,
    localStartTime: formatMinute(localStart.minute),
    localEndTime: formatMinute(localEnd.minute),
    preparationNotes: row.preparationNotes,
    preparationMinutes: row.preparationMinutes,
  };
}

export function toBookingClinic(row: AppointmentRow): BookingClinic {
  return {
    id: row.clinicId,
    slug: row.clinicSlug,
    name: row.clinicName,
    address: row.clinicAddress,
    suburb: row.clinicSuburb,
    state: row.clinicState,
    postcode: row.clinicPostcode,
    phone: row.clinicPhone,
    latitude: row.clinicLatitude,
    longitude: row.clinicLongitude,
    timeZone: row.timeZone,
    mobile: row.clinicMobile,
  };
}

export function toConfirmation(bookingKey: string, rows: AppointmentRow[]): AppointmentConfirmation {
  const [first] = rows;
  if (!first) throw new Error('a confirmation needs at least one appointment');
  // A moved appointment leaves its old row RESCHEDULED: the booking's status is the one it moved to.
  const current = rows.find((row) => row.status !== 'RESCHEDULED' && row.status !== 'CHANGED') ?? first;
  return {
    bookingKey,
    status: current.status,
    firstName: first.firstName,
    clinic: toBookingClinic(first),
    appointments: rows.map(toSummary),
  };
}
