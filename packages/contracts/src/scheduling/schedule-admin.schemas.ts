import { z } from 'zod';
import { multilineText, text } from '../common/text';
import { localDate, slot } from './scheduling.schemas';

/**
 * Staff's schedule of a clinic (issue 39): per device its weekly templates by the date each takes
 * effect, closures, blocked time and extra sessions. Times of day are minutes after local midnight
 * in the clinic's zone; instants are ISO UTC. Every change names the schedule version it was made
 * on (409 `message.schedule_version_conflict` with the current one otherwise).
 */

const minuteOfDay = z.number().int().min(0).max(1440);
export const slotMinutes = z.number().int().min(5).max(480);

export const scheduleSession = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int().min(0).max(6),
  startMinute: minuteOfDay,
  endMinute: minuteOfDay,
  /** Null: exams follow one another; else starts every this many minutes from the session's start. */
  slotMinutes: slotMinutes.nullable(),
  /** Exams (slugs) and exam groups the session takes; both empty: every exam of the device. */
  examSlugs: z.array(text().min(1).max(200)).max(200),
  examGroups: z.array(text().min(1).max(100)).max(50),
});
export type ScheduleSession = z.infer<typeof scheduleSession>;

export const scheduleTemplate = z.object({
  id: z.number().int(),
  effectiveFrom: localDate,
  /** The last day it applies (the day before the next template), null when none follows. */
  effectiveTo: localDate.nullable(),
  sessions: z.array(scheduleSession),
});
export type ScheduleTemplate = z.infer<typeof scheduleTemplate>;

export const deviceStatus = z.enum(['ACTIVE', 'OUT_OF_SERVICE']);
export type DeviceStatus = z.infer<typeof deviceStatus>;

export const scheduleDevice = z.object({
  id: z.number().int(),
  name: text(),
  modalityCode: text(),
  modalityName: text(),
  status: deviceStatus,
  /** Exams the device performs, which its sessions may narrow. */
  exams: z.array(z.object({ slug: text(), name: text(), groupName: text().nullable() })),
  templates: z.array(scheduleTemplate),
});

export const scheduleExceptionKind = z.enum(['CLOSURE', 'BLOCK']);
export const scheduleException = z.object({
  id: z.number().int(),
  kind: scheduleExceptionKind,
  /** Null: the whole clinic. */
  deviceId: z.number().int().nullable(),
  startsAt: text(),
  endsAt: text(),
  reason: multilineText(),
});

export const extraSession = z.object({
  id: z.number().int(),
  deviceId: z.number().int(),
  date: localDate,
  startMinute: minuteOfDay,
  endMinute: minuteOfDay,
  slotMinutes: slotMinutes.nullable(),
  reason: multilineText(),
});

export const clinicSchedule = z.object({
  clinic: z.object({ id: z.number().int(), name: text(), timeZone: text(), today: localDate }),
  version: z.number().int(),
  devices: z.array(scheduleDevice),
  /** Closures and blocks that have not ended yet. */
  exceptions: z.array(scheduleException),
  extraSessions: z.array(extraSession),
});
export type ClinicSchedule = z.infer<typeof clinicSchedule>;

/** What staff decided for one booking the change would strand. */
export const strandDecision = z.discriminatedUnion('action', [
  z.object({ appointmentId: z.number().int().positive(), action: z.literal('KEEP') }),
  z.object({
    appointmentId: z.number().int().positive(),
    action: z.literal('MOVE'),
    deviceId: z.number().int().positive(),
    start: z.iso.datetime(),
  }),
  z.object({
    appointmentId: z.number().int().positive(),
    action: z.literal('CANCEL'),
    /** Sent to the patient in their language's email, as written. */
    reason: multilineText().trim().min(1).max(500),
  }),
]);
export type StrandDecision = z.infer<typeof strandDecision>;

/** Every capacity change carries these: the version it was made on, a dry run, the decisions. */
const changeEnvelope = {
  expectedVersion: z.number().int().min(0),
  /** True: answer what the change would strand and change nothing. */
  dryRun: z.boolean().optional(),
  decisions: z.array(strandDecision).max(5000).optional(),
};

export const saveTemplateRequest = z.object({
  ...changeEnvelope,
  effectiveFrom: localDate,
  sessions: z.array(scheduleSession).max(200),
});
export type SaveTemplateRequest = z.infer<typeof saveTemplateRequest>;

export const closureRequest = z.object({
  ...changeEnvelope,
  /** Null: the whole clinic. */
  deviceId: z.number().int().positive().nullable(),
  fromDate: localDate,
  toDate: localDate,
  reason: multilineText().trim().min(1).max(500),
});
export type ClosureRequest = z.infer<typeof closureRequest>;

export const blockRequest = z.object({
  ...changeEnvelope,
  deviceId: z.number().int().positive(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  reason: multilineText().trim().min(1).max(500),
});
export type BlockRequest = z.infer<typeof blockRequest>;

export const extraSessionRequest = z.object({
  expectedVersion: z.number().int().min(0),
  deviceId: z.number().int().positive(),
  date: localDate,
  startMinute: minuteOfDay,
  endMinute: minuteOfDay,
  slotMinutes: slotMinutes.nullable(),
  reason: multilineText().trim().min(1).max(500),
});
export type ExtraSessionRequest = z.infer<typeof extraSessionRequest>;

export const removeRequest = z.object(changeEnvelope);
export type RemoveRequest = z.infer<typeof removeRequest>;

export const deviceStatusRequest = z.object({ ...changeEnvelope, status: deviceStatus });
export type DeviceStatusRequest = z.infer<typeof deviceStatusRequest>;

export const strandedAppointment = z.object({
  appointmentId: z.number().int(),
  slug: text(),
  deviceId: z.number().int(),
  start: text(),
  end: text(),
  examSlug: text(),
  examName: text(),
  patientName: text(),
  /** Free times of the same exam at the clinic under the changed schedule, to move it to. */
  offers: z.array(slot),
});
export type StrandedAppointment = z.infer<typeof strandedAppointment>;

/**
 * The answer of every capacity change. `saved` false: nothing changed, because it was a dry run or
 * because `stranded` lists bookings without a decision (the same change with a decision for each
 * saves it). Live holds it strands are released when it is saved.
 */
export const scheduleChangeOutcome = z.object({
  saved: z.boolean(),
  version: z.number().int(),
  /** How many future appointments and live holds were checked against the changed schedule. */
  checked: z.number().int(),
  stranded: z.array(strandedAppointment),
  strandedHolds: z.array(z.object({ deviceId: z.number().int(), start: text(), end: text() })),
  schedule: clinicSchedule,
});
export type ScheduleChangeOutcome = z.infer<typeof scheduleChangeOutcome>;

/**
 * Public holidays from an iCalendar file (.ics) as closures of the whole clinic: one change, so the
 * bookings every holiday strands are decided together and the file is saved whole or not at all.
 */
export const holidayImportRequest = z.object({
  ...changeEnvelope,
  /** The file's text (RFC 5545). */
  calendar: multilineText().min(1).max(512_000),
});
export type HolidayImportRequest = z.infer<typeof holidayImportRequest>;

export const holidayImportOutcome = scheduleChangeOutcome.extend({
  /** The holidays the file holds from today on, each as the closure it makes. */
  holidays: z.array(z.object({ fromDate: localDate, toDate: localDate, reason: text() })),
  /** How many of them the clinic is already closed for (left as they are, so a file imports once). */
  alreadyClosed: z.number().int(),
});
export type HolidayImportOutcome = z.infer<typeof holidayImportOutcome>;

export const clinicScheduleParams = z.object({
  clinicId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const deviceScheduleParams = clinicScheduleParams.extend({
  deviceId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const scheduleItemParams = clinicScheduleParams.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
