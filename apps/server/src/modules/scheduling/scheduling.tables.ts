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
}

export interface ScheduleExceptionTable {
  id: GeneratedAlways<number>;
  clinicId: number;
  deviceId: number | null;
  startsAt: Instant;
  endsAt: Instant;
  reason: string;
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
    scheduleException: ScheduleExceptionTable;
    publicHoliday: PublicHolidayTable;
    slotClaim: SlotClaimTable;
    bookingPolicy: BookingPolicyTable;
  }
}
