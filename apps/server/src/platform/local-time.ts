import { TZDate, tzOffset } from '@date-fns/tz';

/**
 * Wall-clock time of a clinic to instants and back, with @date-fns/tz. Slot search converts the same
 * few (zone, day) pairs thousands of times, so each day's offset is looked up once and remembered;
 * a day with a daylight-saving change is converted minute by minute through TZDate instead.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface DayInfo {
  /** Instant of local midnight when the whole day has one offset; null on a daylight-saving day. */
  midnight: number | null;
  year: number;
  month: number;
  day: number;
}

const dayInfos = new Map<string, DayInfo>();
const MAX_CACHED_DAYS = 50_000;

function parseDate(date: string): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

function dayInfo(timeZone: string, date: string): DayInfo {
  const key = `${timeZone}|${date}`;
  let info = dayInfos.get(key);
  if (info) return info;
  const [year, month, day] = parseDate(date);
  const start = new TZDate(year, month - 1, day, timeZone).getTime();
  const next = new TZDate(year, month - 1, day + 1, timeZone).getTime();
  const uniform =
    next - start === DAY_MS &&
    tzOffset(timeZone, new Date(start)) === tzOffset(timeZone, new Date(next - MINUTE_MS));
  info = { midnight: uniform ? start : null, year, month, day };
  if (dayInfos.size >= MAX_CACHED_DAYS) dayInfos.clear();
  dayInfos.set(key, info);
  return info;
}

/** The instant of `minute` minutes after local midnight of `date` (yyyy-MM-dd) in `timeZone`. */
export function localInstant(timeZone: string, date: string, minute: number): number {
  const info = dayInfo(timeZone, date);
  if (info.midnight !== null) return info.midnight + minute * MINUTE_MS;
  // A wall time skipped by a daylight-saving change resolves forward, as TZDate does.
  return new TZDate(info.year, info.month - 1, info.day, 0, minute, timeZone).getTime();
}

/** True when the local day has no daylight-saving change (every minute maps linearly). */
export function isUniformDay(timeZone: string, date: string): boolean {
  return dayInfo(timeZone, date).midnight !== null;
}

/** Instant of local midnight of a day without a daylight-saving change; null on a change day. */
export function uniformMidnight(timeZone: string, date: string): number | null {
  return dayInfo(timeZone, date).midnight;
}

/**
 * Offsets of a zone per quarter hour of UTC, remembered: every offset and every change of one in
 * today's zones falls on a quarter hour, so one lookup serves the whole quarter (local-time.test.ts
 * checks this against TZDate around the changes of Sydney, Adelaide and Lord Howe Island).
 */
const offsets = new Map<string, number>();
const OFFSET_BUCKET_MS = 15 * MINUTE_MS;

function offsetMinutes(timeZone: string, instant: number): number {
  const key = `${timeZone}|${Math.floor(instant / OFFSET_BUCKET_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = tzOffset(timeZone, new Date(instant));
    if (offsets.size >= MAX_CACHED_DAYS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** Local calendar date (yyyy-MM-dd) and minute of day of an instant. */
export function localParts(timeZone: string, instant: number): { date: string; minute: number } {
  const local = new Date(instant + offsetMinutes(timeZone, instant) * MINUTE_MS);
  const date = `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}-${String(local.getUTCDate()).padStart(2, '0')}`;
  return { date, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** Weekday of a calendar date, 0 = Sunday (the same in every zone). */
export function weekdayOf(date: string): number {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

const dateRanges = new Map<string, string[]>();

/** Calendar dates from `from` to `to` inclusive (remembered: searches repeat the same windows). */
export function datesBetween(from: string, to: string): string[] {
  const key = `${from}|${to}`;
  const known = dateRanges.get(key);
  if (known) return known;
  const dates: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += DAY_MS) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  if (dateRanges.size >= 10_000) dateRanges.clear();
  dateRanges.set(key, dates);
  return dates;
}

export interface CalendarDay {
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  /** Local midnight when the day has no daylight-saving change, else null. */
  midnight: number | null;
}

const calendars = new Map<string, CalendarDay[]>();

/** The local days of a window in a zone, with weekday and midnight (remembered per zone and window). */
export function calendarDays(timeZone: string, from: string, to: string): CalendarDay[] {
  const key = `${timeZone}|${from}|${to}`;
  const known = calendars.get(key);
  if (known) return known;
  const days = datesBetween(from, to).map((date) => ({
    date,
    weekday: weekdayOf(date),
    midnight: dayInfo(timeZone, date).midnight,
  }));
  if (calendars.size >= 10_000) calendars.clear();
  calendars.set(key, days);
  return days;
}

export function addDaysToDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** HH:mm of a minute of day. */
export function formatMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The minute of day of an HH:mm time (the inverse of formatMinute). */
export function minuteOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}
