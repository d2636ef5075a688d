import { z } from 'zod';
import { appointmentStatus } from '../appointments/appointments.schemas';
import { bookingKey } from '../appointments/booking-key.schemas';
import { text } from '../common/text';

/** GET /api/admin/clinics/{clinicId}/day_sheet?date=YYYY-MM-DD (the clinic's local day; today without it). */
export const daySheetParams = z.object({ clinicId: z.coerce.number().int().positive().max(2_147_483_647) });
export const daySheetQuery = z.object({ date: z.iso.date().optional() });

/** A device of the clinic: one column of the resource time grid. */
export const daySheetDevice = z.object({
  id: z.number().int(),
  name: text(),
  modalityName: text(),
});

/** Check-in state from digital check-in (§4): null when the patient has not started it. */
export const daySheetCheckIn = z.object({
  status: text(),
  preparedSentAt: text().nullable(),
  checkedInAt: text().nullable(),
  folioNumber: text().nullable(),
});

export const daySheetAppointment = z.object({
  id: z.number().int(),
  slug: text(),
  bookingKey,
  deviceId: z.number().int(),
  startsAt: text(),
  endsAt: text(),
  status: appointmentStatus,
  walkIn: z.boolean(),
  createdBy: z.enum(['PATIENT', 'REFERRER', 'STAFF']),
  examName: text(),
  /** "First Last" of the patient: staff read it on the sheet. */
  patientName: text(),
  checkIn: daySheetCheckIn.nullable(),
});

/** A live hold (a patient is filling the booking form) on a device. */
export const daySheetHold = z.object({
  deviceId: z.number().int(),
  startsAt: text(),
  endsAt: text(),
  expiresAt: text().nullable(),
});

/** Blocked time: a schedule exception of the whole clinic (deviceId null) or of one device. */
export const daySheetBlock = z.object({
  deviceId: z.number().int().nullable(),
  startsAt: text(),
  endsAt: text(),
  reason: text(),
});

/** Opening hours of a device that day (from its weekly schedule), for the grid's business hours. */
export const daySheetOpening = z.object({
  deviceId: z.number().int(),
  startsAt: text(),
  endsAt: text(),
});

export const daySheet = z.object({
  clinic: z.object({ id: z.number().int(), name: text(), timeZone: text() }),
  date: text(),
  devices: z.array(daySheetDevice),
  openings: z.array(daySheetOpening),
  appointments: z.array(daySheetAppointment),
  holds: z.array(daySheetHold),
  blocks: z.array(daySheetBlock),
});
export type DaySheet = z.infer<typeof daySheet>;
export type DaySheetAppointment = z.infer<typeof daySheetAppointment>;
