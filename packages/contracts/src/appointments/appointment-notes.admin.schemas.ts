import { z } from 'zod';
import { multilineText, text } from '../common/text';

/** A note staff wrote on an appointment (issue 14 §2), oldest first. */
export const appointmentNote = z.object({
  id: z.number().int(),
  text: multilineText(),
  staffSubject: text(),
  createdAt: text(),
});
export type AppointmentNote = z.infer<typeof appointmentNote>;

export const appointmentNotes = z.object({ items: z.array(appointmentNote) });
export type AppointmentNotes = z.infer<typeof appointmentNotes>;

/** POST /api/admin/appointments/{slug}/notes */
export const addAppointmentNote = z.object({ text: multilineText().trim().min(1).max(2000) });
export type AddAppointmentNote = z.infer<typeof addAppointmentNote>;
