import { z } from 'zod';
import { appointmentStatus } from '../appointments/appointments.schemas';
import { bookingKey } from '../appointments/booking-key.schemas';
import { multilineText, text } from '../common/text';
import { readOnlyReason } from '../patient-auth/patient-auth.schemas';

/**
 * Why an appointment may not be changed (§3 Can-change-status, §4 Booking). ENQUIRE_ONLY still
 * allows a cancel; every other reason refuses both cancel and reschedule.
 */
export const changeReasons = [
  'APPOINTMENT_CANCELLED',
  'PRIOR_MINUTES',
  'WALK_IN',
  'ENQUIRE_ONLY',
  'NOT_ALLOWED',
] as const;
export const changeReason = z.enum(changeReasons);
export type ChangeReason = z.infer<typeof changeReason>;

/** §3 Can-change-status: canChange, reason; priorMinutes is the provider's change limit. */
export const canChangeStatus = z.object({
  canChange: z.boolean(),
  reason: changeReason.nullable(),
  priorMinutes: z.number().int(),
});
export type CanChangeStatus = z.infer<typeof canChangeStatus>;

/** One appointment as its authenticated patient sees it in the portal. Instants are UTC ISO. */
export const portalAppointment = z.object({
  id: z.number().int(),
  slug: text(),
  status: appointmentStatus,
  examSlug: text(),
  examName: text(),
  /** §3 nameWithModality: what the patient reads. */
  nameWithModality: text(),
  modalityName: text(),
  clinic: z.object({
    id: z.number().int(),
    slug: text(),
    name: text(),
    address: text(),
    phone: text(),
    timeZone: text(),
  }),
  deviceId: z.number().int(),
  start: text(),
  end: text(),
  preparationNotes: text().nullable(),
  walkIn: z.boolean(),
  confirmed: z.boolean(),
  change: canChangeStatus,
  attachmentsCount: z.number().int(),
});
export type PortalAppointment = z.infer<typeof portalAppointment>;

export const portalAppointments = z.object({
  bookingKey,
  appointments: z.array(portalAppointment),
  /** Why this session may only look (§2 badge), or null when it may change the booking. */
  readOnly: readOnlyReason.nullish(),
});
export type PortalAppointments = z.infer<typeof portalAppointments>;

export const portalBookingKeyParams = z.object({ bookingKey });
/** `{id}` of the portal's appointment calls is the appointment's unguessable slug. */
export const portalAppointmentParams = z.object({ id: text().min(8).max(64) });

/** §3 Cancel form: the reason's label and an optional note. */
export const cancelForm = z.object({
  reason: text().trim().min(1).max(200),
  note: multilineText().trim().max(1000).nullish(),
});
export type CancelForm = z.input<typeof cancelForm>;

/** Reschedule into another slot of the same exam at the same clinic. */
export const rescheduleRequest = z.object({
  deviceId: z.number().int().positive(),
  start: z.iso.datetime({ offset: true }),
});
export type RescheduleRequest = z.input<typeof rescheduleRequest>;

/** A booking request as its authenticated requester sees it. */
export const portalBookingRequest = z.object({
  slug: text(),
  bookingKey,
  status: z.enum(['PENDING', 'BOOKED', 'CANCELED', 'ON_HOLD', 'DELETED', 'REMOVED_BY_OPERATOR']),
  clinicName: text().nullable(),
  exams: z.array(text()),
  createdAt: text(),
  attachmentsCount: z.number().int(),
  /**
   * Staff booked the enquiry as an appointment, which keeps the booking key: the appointment's page
   * (`/appointments/{bookingKey}`, proven on its own with the code) now holds it.
   */
  appointmentBooked: z.boolean(),
  /** Why this session may only look (§2 badge), or null when it may change the booking. */
  readOnly: readOnlyReason.nullish(),
});
export type PortalBookingRequest = z.infer<typeof portalBookingRequest>;

/** §4: a requester may only cancel (after confirming in the UI). */
export const bookingRequestStatusChange = z.object({ status: z.literal('CANCELED') });
