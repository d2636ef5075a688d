import type { TimeOfDay } from '@rb/contracts';
import { calendarDays, localInstant, localParts, weekdayOf } from '../../platform/local-time';

/**
 * The slot engine: pure, no database, no clock. Given a clinic's weekly device schedules (several
 * periods a day make the breaks), what is busy (closures, appointments and live holds) and the
 * public holidays, it lists the free slots of a window of local days in the clinic's time zone.
 *
 * Slot step: slots tile each free interval from its start, one exam duration after another, on a
 * 5-minute grid (or on the session's own slot length, when it sets one). So a clinic with 20- and 30-minute exams on one device leaves no dead gaps after
 * a booking, and a slot's start does not move as time passes (the notice only hides early slots).
 * Booking checks that the chosen time fits inside free time, not that it is one of the tiled starts,
 * so a slot seen a moment ago stays bookable while it is free.
 */

export const GRID_MINUTES = 5;
const MINUTE_MS = 60_000;
const GRID_MS = GRID_MINUTES * MINUTE_MS;

export interface WeeklyPeriod {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  startMinute: number;
  endMinute: number;
  /** Inclusive local dates (yyyy-MM-dd) the period applies between; null = open-ended. */
  validFrom: string | null;
  validTo: string | null;
  /**
   * Slot length of the session: starts fall on its start plus whole slots, and an exam takes as
   * many whole slots as it needs. Unset or null: exams tile the free time one after another.
   */
  slotMinutes?: number | null;
}

export interface EngineDevice {
  id: number;
  periods: WeeklyPeriod[];
}

/** A busy time, epoch milliseconds, half-open [start, end). `deviceId` null = the whole clinic. */
export interface Busy {
  deviceId: number | null;
  start: number;
  end: number;
}

export interface SlotSearch {
  timeZone: string;
  /** Devices that may do the exam (already narrowed to a requested device). */
  devices: EngineDevice[];
  /** Local calendar days, inclusive. */
  fromDate: string;
  toDate: string;
  durationMinutes: number;
  /** No slot starts before this instant (now + the exam's minutes-prior notice). */
  notBefore: number;
  /** No slot starts at or after this instant (the booking horizon). */
  notAfter: number;
  /** Local dates closed by public holidays. */
  holidays: ReadonlySet<string>;
  busy: readonly Busy[];
  /** More busy time, already grouped per device and sorted by start (claims, read once and reused). */
  busyByDevice?: ReadonlyMap<number, readonly Interval[]>;
  timesOfDay?: readonly TimeOfDay[] | null;
  /** False: only count per day (MONTH view), do not list the slots. */
  collectSlots: boolean;
}

export interface EngineSlot {
  deviceId: number;
  start: number;
  end: number;
}

export interface EngineDay {
  date: string;
  slotCount: number;
  firstStart: number | null;
}

export interface EngineResult {
  slots: EngineSlot[];
  days: EngineDay[];
}

export interface Interval {
  start: number;
  end: number;
}

/** morning: before 12:00; afternoon: 12:00–16:59; evening: from 17:00 (local). */
export function timeOfDayOf(minuteOfDay: number): TimeOfDay {
  if (minuteOfDay < 720) return 'morning';
  if (minuteOfDay < 1020) return 'afternoon';
  return 'evening';
}

function periodApplies(period: WeeklyPeriod, date: string, weekday: number): boolean {
  return (
    period.weekday === weekday &&
    (period.validFrom === null || period.validFrom <= date) &&
    (period.validTo === null || period.validTo >= date)
  );
}

/** Busy intervals of one device, clinic-wide ones included, sorted by start. */
export function busyOfDevice(busy: readonly Busy[], deviceId: number): Interval[] {
  return busy
    .filter((b) => b.deviceId === null || b.deviceId === deviceId)
    .map((b) => ({ start: b.start, end: b.end }))
    .sort((a, b) => a.start - b.start);
}

/** The parts of [start, end) not covered by the sorted busy intervals. */
export function subtract(start: number, end: number, busy: readonly Interval[]): Interval[] {
  const free: Interval[] = [];
  let cursor = start;
  for (const b of busy) {
    if (b.end <= cursor) continue;
    if (b.start >= end) break;
    if (b.start > cursor) free.push({ start: cursor, end: b.start });
    cursor = Math.max(cursor, b.end);
    if (cursor >= end) break;
  }
  if (cursor < end) free.push({ start: cursor, end });
  return free;
}

/** Working periods of a device on one local day as instants (empty on a holiday). */
export function workingIntervals(
  timeZone: string,
  device: EngineDevice,
  date: string,
  holidays: ReadonlySet<string>,
): (Interval & { startMinute: number; slotMinutes: number | null })[] {
  if (holidays.has(date)) return [];
  const weekday = weekdayOf(date);
  const intervals: (Interval & { startMinute: number; slotMinutes: number | null })[] = [];
  for (const period of device.periods) {
    if (!periodApplies(period, date, weekday)) continue;
    const start = localInstant(timeZone, date, period.startMinute);
    const end = localInstant(timeZone, date, period.endMinute);
    const slotMinutes = period.slotMinutes ?? null;
    if (end > start) intervals.push({ start, end, startMinute: period.startMinute, slotMinutes });
  }
  return intervals.sort((a, b) => a.start - b.start);
}

const ceilToGrid = (t: number) => Math.ceil(t / GRID_MS) * GRID_MS;

/**
 * One pass per device over the days of the window. Busy intervals are sorted once and walked with a
 * cursor that only moves forward, and in count-only mode (MONTH view, no time-of-day filter) the
 * slots of a free interval are counted arithmetically instead of one by one: a month over 30 clinics
 * stays a few milliseconds.
 */
interface SearchDay {
  date: string;
  weekday: number;
  holiday: boolean;
  /** Local midnight when the day has no daylight-saving change, else null. */
  midnight: number | null;
}

/** Per-search constants the inner loop reads (kept out of closures: hot code allocates nothing). */
interface Scan {
  search: SlotSearch;
  durationMs: number;
  filter: Set<TimeOfDay> | null;
  countOnly: boolean;
  slots: EngineSlot[];
}

/** Adds the slots that tile [freeStart, freeEnd) of one working period to the day and the list. */
function emitFree(
  scan: Scan,
  summary: EngineDay,
  deviceId: number,
  period: { startMinute: number; start: number; slotMs: number | null },
  day: SearchDay,
  freeStart: number,
  freeEnd: number,
) {
  const { durationMs, search } = scan;
  const { notBefore, notAfter } = search;
  const { slotMs } = period;
  // With a slot length, starts sit on the session's own slots and an exam takes whole slots.
  const first = slotMs
    ? period.start + Math.ceil((freeStart - period.start) / slotMs) * slotMs
    : ceilToGrid(freeStart);
  const step = slotMs ? Math.ceil(durationMs / slotMs) * slotMs : durationMs;
  if (scan.countOnly) {
    // Slots first + k·step with notBefore ≤ start < notAfter and start + duration ≤ freeEnd.
    const kMin = Math.max(0, Math.ceil((notBefore - first) / step));
    const kMax = Math.min(
      Math.floor((freeEnd - durationMs - first) / step),
      Math.ceil((notAfter - first) / step) - 1,
    );
    if (kMax < kMin) return;
    summary.slotCount += kMax - kMin + 1;
    const s = first + kMin * step;
    if (summary.firstStart === null || s < summary.firstStart) summary.firstStart = s;
    return;
  }
  for (let s = first; s + durationMs <= freeEnd; s += step) {
    if (s < notBefore) continue;
    if (s >= notAfter) break;
    if (scan.filter) {
      // Linear minute arithmetic holds within a day without a daylight-saving change.
      const minute =
        day.midnight !== null
          ? period.startMinute + (s - period.start) / MINUTE_MS
          : localParts(search.timeZone, s).minute;
      if (!scan.filter.has(timeOfDayOf(minute))) continue;
    }
    summary.slotCount += 1;
    if (summary.firstStart === null || s < summary.firstStart) summary.firstStart = s;
    if (search.collectSlots) scan.slots.push({ deviceId, start: s, end: s + durationMs });
  }
}

/**
 * One pass per device over the days of the window. Busy intervals are sorted once and walked with a
 * cursor that only moves forward, and in count-only mode (MONTH view, no time-of-day filter) the
 * slots of a free interval are counted arithmetically instead of one by one: a month over 30 clinics
 * stays a few milliseconds.
 */
export function findSlots(search: SlotSearch): EngineResult {
  const { timeZone, notBefore, notAfter } = search;
  const filter = search.timesOfDay?.length ? new Set(search.timesOfDay) : null;
  const scan: Scan = {
    search,
    durationMs: search.durationMinutes * MINUTE_MS,
    filter,
    countOnly: !search.collectSlots && filter === null,
    slots: [],
  };
  const calendar = calendarDays(timeZone, search.fromDate, search.toDate);
  const searchDays: SearchDay[] = calendar.map((day) => ({ ...day, holiday: search.holidays.has(day.date) }));
  const days: EngineDay[] = calendar.map(({ date }) => ({ date, slotCount: 0, firstStart: null }));

  for (const device of search.devices) {
    const grouped = search.busyByDevice?.get(device.id) ?? [];
    const extra = busyOfDevice(search.busy, device.id);
    const busy = extra.length ? [...grouped, ...extra].sort((a, b) => a.start - b.start) : grouped;
    const byWeekday: WeeklyPeriod[][] = [[], [], [], [], [], [], []];
    for (const p of device.periods) byWeekday[p.weekday]?.push(p);
    for (const list of byWeekday) list.sort((a, b) => a.startMinute - b.startMinute);
    let cursor = 0;

    for (let d = 0; d < searchDays.length; d++) {
      const day = searchDays[d] as SearchDay;
      if (day.holiday) continue;
      const summary = days[d] as EngineDay;
      for (const period of byWeekday[day.weekday] ?? []) {
        if (!periodApplies(period, day.date, day.weekday)) continue;
        const start =
          day.midnight !== null
            ? day.midnight + period.startMinute * MINUTE_MS
            : localInstant(timeZone, day.date, period.startMinute);
        const end =
          day.midnight !== null
            ? day.midnight + period.endMinute * MINUTE_MS
            : localInstant(timeZone, day.date, period.endMinute);
        if (end <= start || end <= notBefore || start >= notAfter) continue;
        while (cursor < busy.length && (busy[cursor] as Interval).end <= start) cursor++;
        const slotMs = period.slotMinutes ? period.slotMinutes * MINUTE_MS : null;
        const at = { startMinute: period.startMinute, start, slotMs };
        let free = start;
        for (let j = cursor; free < end; j++) {
          const b = busy[j];
          if (!b || b.start >= end) {
            emitFree(scan, summary, device.id, at, day, free, end);
            break;
          }
          if (b.start > free) emitFree(scan, summary, device.id, at, day, free, b.start);
          free = Math.max(free, b.end);
        }
      }
    }
  }
  scan.slots.sort((a, b) => a.start - b.start || a.deviceId - b.deviceId);
  return { slots: scan.slots, days };
}

export type SlotRejection = 'not_on_grid' | 'too_soon' | 'beyond_horizon' | 'not_free';

/**
 * Whether [start, start + duration) on a device is bookable: on the grid, after the notice, within
 * the horizon, and wholly inside free working time. Null when it is; otherwise why not.
 */
export function checkSlot(
  search: Omit<SlotSearch, 'fromDate' | 'toDate' | 'collectSlots' | 'timesOfDay' | 'devices'> & {
    device: EngineDevice;
  },
  start: number,
): SlotRejection | null {
  if (start % GRID_MS !== 0) return 'not_on_grid';
  if (start < search.notBefore) return 'too_soon';
  if (start >= search.notAfter) return 'beyond_horizon';
  const end = start + search.durationMinutes * MINUTE_MS;
  const { date } = localParts(search.timeZone, start);
  const busy = busyOfDevice(search.busy, search.device.id);
  const fits = workingIntervals(search.timeZone, search.device, date, search.holidays).some(
    (period) =>
      (period.slotMinutes === null || (start - period.start) % (period.slotMinutes * MINUTE_MS) === 0) &&
      subtract(period.start, period.end, busy).some((free) => free.start <= start && end <= free.end),
  );
  return fits ? null : 'not_free';
}
