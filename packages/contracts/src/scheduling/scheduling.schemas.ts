import { z } from 'zod';
import { bookingKey } from '../appointments/booking-key.schemas';
import { geoLocation } from '../catalog/catalog.schemas';
import { text } from '../common/text';
import { type TimeOfDay, timesOfDay } from './times-of-day';

export { type TimeOfDay, timesOfDay } from './times-of-day';

export const timeOfDay = z.enum(timesOfDay);

/** The `timeOfDay` query parameter: a comma list such as `morning,evening`. */
export const timeOfDayList = text()
  .regex(/^(morning|afternoon|evening)(,(morning|afternoon|evening))*$/)
  .transform((value) => [...new Set(value.split(','))] as TimeOfDay[]);

export const clinicAppointmentsView = z.enum(['WEEK', 'MONTH']);
export type ClinicAppointmentsView = z.infer<typeof clinicAppointmentsView>;

/** A calendar day, `yyyy-MM-dd`, read in each clinic's own time zone. */
export const localDate = z.iso.date();

export const MAX_WINDOW_DAYS = 42;

/**
 * §3 Clinic-appointments request. `start`..`end` are local calendar days (inclusive) in each clinic's
 * zone. `examBookingKey`: the caller's own booking key, whose holds do not hide slots from it.
 * `appointmentSlug`: an appointment being rescheduled, whose own time does not block.
 */
export const clinicAppointmentsRequest = z
  .object({
    clinicIds: z.array(z.number().int().positive()).min(1).max(50),
    examSlug: text().min(1).max(200),
    location: geoLocation.nullish(),
    start: localDate,
    end: localDate,
    isBookingRequest: z.boolean().optional(),
    bookingRequestBookingKey: bookingKey.nullish(),
    examBookingKey: bookingKey.nullish(),
    appointmentSlug: text().max(100).nullish(),
    /** Minutes; overrides the exam's (and the clinic's) duration, e.g. several exams back to back. */
    customDuration: z.number().int().min(5).max(480).nullish(),
    clinicAppointmentsView: clinicAppointmentsView.default('WEEK'),
    timeOfDay: timeOfDayList.nullish(),
    deviceId: z.number().int().positive().nullish(),
  })
  .refine((r) => r.end >= r.start, { path: ['end'], message: 'end before start' })
  .refine((r) => (Date.parse(r.end) - Date.parse(r.start)) / 86_400_000 < MAX_WINDOW_DAYS, {
    path: ['end'],
    message: `window longer than ${MAX_WINDOW_DAYS} days`,
  });
export type ClinicAppointmentsRequest = z.input<typeof clinicAppointmentsRequest>;

/** A free slot: UTC instants (ISO, `Z`) and the device it is on. */
export const slot = z.object({ start: text(), end: text(), deviceId: z.number().int() });
export type Slot = z.infer<typeof slot>;

/** Availability of one local day of a clinic: how many start times are free and the first one. */
export const dayAvailability = z.object({
  date: localDate,
  slotCount: z.number().int(),
  firstStart: text().nullable(),
});
export type DayAvailability = z.infer<typeof dayAvailability>;

/**
 * Free slots of one clinic. WEEK view: every free slot (one per device and start) plus the day
 * summary. MONTH view: the day summary only (`slots` empty); ask a WEEK (or one-day) window for
 * the times of a chosen day.
 */
export const clinicSlots = z.object({
  clinicId: z.number().int(),
  timeZone: text(),
  slots: z.array(slot),
  days: z.array(dayAvailability),
});
export type ClinicSlots = z.infer<typeof clinicSlots>;
export const clinicAppointmentsResponse = z.array(clinicSlots);

export const nextAvailableParams = z.object({ clinicId: z.coerce.number().int().positive() });
export const nextAvailableQuery = z.object({ examSlug: text().min(1).max(200) });
/** The earliest free slot within the booking horizon, or null. */
export const nextAvailableResponse = z.object({
  clinicId: z.number().int(),
  timeZone: text(),
  slot: slot.nullable(),
});
export type NextAvailableResponse = z.infer<typeof nextAvailableResponse>;

/** Hold a slot for a booking key while the patient fills the form. */
export const slotReservationRequest = z.object({
  clinicId: z.number().int().positive(),
  deviceId: z.number().int().positive(),
  examSlug: text().min(1).max(200),
  start: z.iso.datetime({ offset: true }),
  bookingKey,
  customDuration: z.number().int().min(5).max(480).nullish(),
});
export type SlotReservationRequest = z.infer<typeof slotReservationRequest>;
export const slotReservation = z.object({
  id: z.number().int(),
  start: text(),
  end: text(),
  expiresAt: text(),
});
export type SlotReservation = z.infer<typeof slotReservation>;
