/**
 * Appointment statuses without zod, so a page that only needs to tell an active appointment from a
 * past one does not load the schema library before its first paint (issue 16).
 */
export const appointmentStatuses = [
  'BOOKED',
  'PENDING',
  'CANCELED',
  'RESCHEDULED',
  'CHANGED',
  'EXPIRED',
  'EXPIRED_PATIENT',
  'DECLINED_BY_PATIENT',
  'REMOVED_BY_OPERATOR',
  'DELETED',
  'ON_HOLD',
] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** Statuses whose appointment still holds its time: the patient may still act on it. */
export const activeAppointmentStatuses: readonly AppointmentStatus[] = ['BOOKED', 'PENDING', 'ON_HOLD'];
export const isActiveAppointment = (status: string) =>
  (activeAppointmentStatuses as readonly string[]).includes(status);
