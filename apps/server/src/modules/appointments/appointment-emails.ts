/**
 * What an email about an appointment says of it (confirmation, reschedule, cancellation): the
 * columns a query selects for it, with `joinAppointmentExamPatient`, and the data its templates read.
 */
export const appointmentEmailColumns = [
  'appointment.bookingKey',
  'exam.name as examName',
  'exam.preparationNotes',
  'modality.name as modalityName',
  'clinic.slug as clinicSlug',
  'clinic.name as clinicName',
  'clinic.addressLine',
  'clinic.suburb',
  'clinic.state',
  'clinic.postcode',
  'clinic.phone',
  'clinic.timeZone',
  'patient.firstName',
  'patient.email',
] as const;

interface AppointmentEmailRow {
  bookingKey: string;
  examName: string;
  preparationNotes: string | null;
  modalityName: string;
  clinicName: string;
  addressLine: string;
  suburb: string;
  state: string;
  postcode: string;
  phone: string;
  timeZone: string;
  firstName: string;
}

/** The templates' data of an appointment at `start`–`end` (a reschedule names the new time). */
export const appointmentEmailData = (row: AppointmentEmailRow, start: Date, end: Date) => ({
  firstName: row.firstName,
  examName: `${row.modalityName} ${row.examName}`,
  modalityName: row.modalityName,
  clinicName: row.clinicName,
  clinicAddress: `${row.addressLine}, ${row.suburb} ${row.state} ${row.postcode}`,
  clinicPhone: row.phone,
  start: start.toISOString(),
  end: end.toISOString(),
  timeZone: row.timeZone,
  preparationNotes: row.preparationNotes ?? '',
  bookingKey: row.bookingKey,
});
