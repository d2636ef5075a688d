import type { ColumnType, GeneratedAlways } from 'kysely';

type Instant = ColumnType<Date, Date | string, Date | string>;
/** `date` columns: read them as text (`::text`) since drivers differ in how they parse them. */
type CalendarDate = ColumnType<unknown, string, string>;

export interface DeviceScheduleTable {
  id: GeneratedAlways<number>;
  deviceId: number;
  weekday: number;
  startMinute: number;
  endMinute: number;
  validFrom: CalendarDate | null;
  validTo: CalendarDate | null;
  /** The template the session belongs to (migration 0200); null on rows written without one. */
  templateId: ColumnType<number | null, number | null | undefined, number | null>;
  /** Slots start every this many minutes from the session's start; null: one exam after another. */
  slotMinutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** Exams (ids) and exam groups the session allows; both null: every exam the device does. */
  examIds: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  examGroups: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
}

/** A device's weekly template from `effectiveFrom` until the next template of the device. */
export interface ScheduleTemplateTable {
  id: GeneratedAlways<number>;
  deviceId: number;
  effectiveFrom: CalendarDate;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
}

/** Working time added to one local date of a device. */
export interface ScheduleExtraSessionTable {
  id: GeneratedAlways<number>;
  deviceId: number;
  onDate: CalendarDate;
  startMinute: number;
  endMinute: number;
  slotMinutes: number | null;
  reason: string;
}

export interface ScheduleExceptionTable {
  id: GeneratedAlways<number>;
  clinicId: number;
  deviceId: number | null;
  startsAt: Instant;
  endsAt: Instant;
  reason: string;
  /** CLOSURE: a clinic or device closed for days; BLOCK: blocked time on a device (maintenance…). */
  kind: ColumnType<'CLOSURE' | 'BLOCK', 'CLOSURE' | 'BLOCK' | undefined, never>;
}

export interface PublicHolidayTable {
  id: GeneratedAlways<number>;
  holidayDate: CalendarDate;
  name: string;
  state: string | null;
}

export interface SlotClaimTable {
  id: GeneratedAlways<number>;
  deviceId: number;
  startsAt: Instant;
  endsAt: Instant;
  kind: 'HOLD' | 'APPOINTMENT';
  bookingKey: string;
  appointmentId: number | null;
  expiresAt: Instant | null;
  /** Hashed address of whoever placed a hold (migration 0060), to cap live holds per address. */
  holder: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BookingPolicyTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  pendingByDefault: boolean;
  holdMinutes: number;
  horizonDays: number;
  postalCodeDistanceLimitKm: number;
}

declare module '../../platform/db/schema' {
  interface Database {
    deviceSchedule: DeviceScheduleTable;
    scheduleTemplate: ScheduleTemplateTable;
    scheduleExtraSession: ScheduleExtraSessionTable;
    scheduleException: ScheduleExceptionTable;
    publicHoliday: PublicHolidayTable;
    slotClaim: SlotClaimTable;
    bookingPolicy: BookingPolicyTable;
  }
}
