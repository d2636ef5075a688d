import type { ClinicSlots, TimeOfDay } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import { addDaysToDate } from '../../platform/local-time';
import { isoInstant } from './iso-instant';
import type { BookingPolicy, ClinicSetup, SchedulingRepository } from './scheduling.repository';
import { type Busy, type EngineDay, type EngineSlot, findSlots, type Interval } from './slot-engine';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export interface SearchInput {
  setups: ClinicSetup[];
  exam: { id: number; durationMinutes: number; minutesPrior: number };
  fromDate: string;
  toDate: string;
  now: Date;
  policy: BookingPolicy;
  customDuration?: number | null;
  timesOfDay?: TimeOfDay[] | null;
  deviceId?: number | null;
  ownBookingKey?: string | null;
  appointmentSlug?: string | null;
  collectSlots: boolean;
}

/** Instants that surely cover local days fromDate..toDate in any zone (±14 h around UTC days). */
export function windowOf(fromDate: string, toDate: string): { from: Date; to: Date } {
  return {
    from: new Date(Date.parse(`${fromDate}T00:00:00Z`) - 14 * HOUR_MS),
    to: new Date(Date.parse(`${addDaysToDate(toDate, 1)}T00:00:00Z`) + 14 * HOUR_MS),
  };
}

/** Holiday dates that close a clinic in `state`: national ones and the state's own. */
export function holidaySet(holidays: { date: string; state: string }[], state: string): Set<string> {
  return new Set(holidays.filter((h) => h.state === '' || h.state === state).map((h) => h.date));
}

/**
 * Reads what is busy for the clinics in one round of queries and runs the engine per clinic (and per
 * duration, when a clinic's devices take the exam for different lengths).
 */
export type SearchReads = Pick<SchedulingRepository, 'holidays' | 'exceptions' | 'claims'>;

export async function searchSlots(
  repository: SearchReads,
  input: SearchInput,
  trx?: Db,
): Promise<ClinicSlots[]> {
  const { from, to } = windowOf(input.fromDate, input.toDate);
  const setups = input.setups.map((s) => ({
    ...s,
    devices: input.deviceId ? s.devices.filter((d) => d.id === input.deviceId) : s.devices,
  }));
  const deviceIds = setups.flatMap((s) => s.devices.map((d) => d.id));
  const clinicIds = setups.map((s) => s.id);
  const [holidays, exceptions, claims] = await Promise.all([
    repository.holidays(
      [...new Set(setups.map((s) => s.state))],
      addDaysToDate(input.fromDate, -1),
      addDaysToDate(input.toDate, 1),
      trx,
    ),
    repository.exceptions(clinicIds, from, to, trx),
    repository.claims(
      deviceIds,
      from,
      to,
      input.now,
      { ownBookingKey: input.ownBookingKey, appointmentSlug: input.appointmentSlug },
      trx,
    ),
  ]);
  const nowMs = input.now.getTime();
  const notBefore = nowMs + input.exam.minutesPrior * MINUTE_MS;
  const notAfter = nowMs + input.policy.horizonDays * 24 * HOUR_MS;

  const claimsByDevice = groupByDevice(claims);

  return setups.map((setup) => {
    const busy: Busy[] = exceptions.filter((e) => e.clinicId === setup.id);
    const holidaysOfClinic = holidaySet(holidays, setup.state);
    const byDuration = new Map<number, ClinicSetup['devices']>();
    for (const device of setup.devices) {
      const duration = input.customDuration ?? device.customDurationMinutes ?? input.exam.durationMinutes;
      byDuration.set(duration, [...(byDuration.get(duration) ?? []), device]);
    }
    const slots: EngineSlot[] = [];
    let days: EngineDay[] | null = null;
    for (const [durationMinutes, devices] of byDuration) {
      const result = findSlots({
        timeZone: setup.timeZone,
        devices,
        fromDate: input.fromDate,
        toDate: input.toDate,
        durationMinutes,
        notBefore,
        notAfter,
        holidays: holidaysOfClinic,
        busy,
        busyByDevice: claimsByDevice,
        timesOfDay: input.timesOfDay,
        collectSlots: input.collectSlots,
      });
      slots.push(...result.slots);
      days = days ? mergeDays(days, result.days) : result.days;
    }
    if (byDuration.size > 1) slots.sort((a, b) => a.start - b.start || a.deviceId - b.deviceId);
    return {
      clinicId: setup.id,
      timeZone: setup.timeZone,
      slots: slots.map((s) => ({
        start: isoInstant(s.start),
        end: isoInstant(s.end),
        deviceId: s.deviceId,
      })),
      days: (days ?? emptyDays(input.fromDate, input.toDate)).map((d) => ({
        date: d.date,
        slotCount: d.slotCount,
        firstStart: d.firstStart === null ? null : isoInstant(d.firstStart),
      })),
    };
  });
}

const groupedClaims = new WeakMap<readonly Busy[], Map<number, Interval[]>>();

/**
 * Claims per device, sorted by start. Remembered per claims array: the search cache hands the same
 * array to every search it serves, so thousands of claims are grouped once, not per request.
 */
function groupByDevice(claims: readonly Busy[]): Map<number, Interval[]> {
  const known = groupedClaims.get(claims);
  if (known) return known;
  const grouped = new Map<number, Interval[]>();
  for (const claim of claims) {
    if (claim.deviceId === null) continue;
    const interval = { start: claim.start, end: claim.end };
    const list = grouped.get(claim.deviceId);
    if (list) list.push(interval);
    else grouped.set(claim.deviceId, [interval]);
  }
  for (const list of grouped.values()) list.sort((a, b) => a.start - b.start);
  groupedClaims.set(claims, grouped);
  return grouped;
}

function mergeDays(a: EngineDay[], b: EngineDay[]): EngineDay[] {
  return a.map((day, i) => {
    const other = b[i] ?? { slotCount: 0, firstStart: null };
    const firsts = [day.firstStart, other.firstStart].filter((t): t is number => t !== null);
    return {
      date: day.date,
      slotCount: day.slotCount + other.slotCount,
      firstStart: firsts.length ? Math.min(...firsts) : null,
    };
  });
}

function emptyDays(fromDate: string, toDate: string): EngineDay[] {
  return findSlots({
    timeZone: 'UTC',
    devices: [],
    fromDate,
    toDate,
    durationMinutes: 1,
    notBefore: 0,
    notAfter: 0,
    holidays: new Set(),
    busy: [],
    collectSlots: false,
  }).days;
}
