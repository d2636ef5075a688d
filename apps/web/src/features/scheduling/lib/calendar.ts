import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfWeek } from 'date-fns/endOfWeek';
import { format } from 'date-fns/format';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { parseCalendarDay } from '../../../lib/calendar-day';

export type SlotsView = 'WEEK' | 'MONTH';

/**
 * Calendar days are plain `yyyy-MM-dd` strings. They are read as local midnight only to do day
 * arithmetic with date-fns, never to stand for an instant: instants are turned into a clinic's
 * calendar day with Intl (see zone-format.ts).
 */
const DAY = 'yyyy-MM-dd';
const toDate = (day: string) => parseCalendarDay(day) ?? new Date(Number.NaN);
const toDay = (date: Date) => format(date, DAY);

export function isCalendarDay(value: string | null | undefined): value is string {
  return !!value && parseCalendarDay(value) !== null;
}

export function shiftDays(day: string, days: number): string {
  return toDay(addDays(toDate(day), days));
}

export interface WeekRule {
  /** 0 = Sunday, 1 = Monday (per locale, §9). */
  weekStartsOn: 0 | 1;
  /** features.weekStartsTodayEnabled: the first week shown starts today, not on the locale's week start. */
  startsToday: boolean;
}

export interface Period {
  view: SlotsView;
  /** First and last day shown (inclusive). */
  first: string;
  last: string;
  /** What goes into the `week` path parameter for this period. */
  anchor: string;
  /** The window to ask slots for: never before today. */
  windowStart: string;
  windowEnd: string;
  /** Every day shown, in order (MONTH: whole weeks around the month). */
  days: string[];
  /** MONTH: the month shown, `yyyy-MM`; days outside it are only padding. */
  month: string | null;
  canGoBack: boolean;
}

function daysBetween(first: string, last: string): string[] {
  const count = differenceInCalendarDays(toDate(last), toDate(first)) + 1;
  return Array.from({ length: count }, (_, i) => shiftDays(first, i));
}

function weekPeriod(anchor: string | undefined, today: string, rule: WeekRule): Period {
  const base = anchor && anchor >= today ? anchor : today;
  // With weekStartsToday the weeks run from today in steps of seven days; otherwise on the locale's week.
  const first = rule.startsToday
    ? shiftDays(today, Math.floor(differenceInCalendarDays(toDate(base), toDate(today)) / 7) * 7)
    : toDay(startOfWeek(toDate(base), { weekStartsOn: rule.weekStartsOn }));
  const last = shiftDays(first, 6);
  return {
    view: 'WEEK',
    first,
    last,
    anchor: first,
    windowStart: first < today ? today : first,
    windowEnd: last,
    days: daysBetween(first, last),
    month: null,
    canGoBack: first > today,
  };
}

function monthPeriod(anchor: string | undefined, today: string, rule: WeekRule): Period {
  const base = anchor && anchor.slice(0, 7) >= today.slice(0, 7) ? anchor : today;
  const monthStart = startOfMonth(toDate(base));
  const first = toDay(startOfWeek(monthStart, { weekStartsOn: rule.weekStartsOn }));
  const last = toDay(endOfWeek(endOfMonth(monthStart), { weekStartsOn: rule.weekStartsOn }));
  return {
    view: 'MONTH',
    first,
    last,
    anchor: toDay(monthStart),
    windowStart: first < today ? today : first,
    windowEnd: last,
    days: daysBetween(first, last),
    month: format(monthStart, 'yyyy-MM'),
    canGoBack: toDay(monthStart) > today,
  };
}

/** The days a slot view shows for the `week` parameter (any day inside the period, or none for today's). */
export function periodFor(
  view: SlotsView,
  anchor: string | undefined,
  today: string,
  rule: WeekRule,
): Period {
  const valid = isCalendarDay(anchor) ? anchor : undefined;
  return view === 'MONTH' ? monthPeriod(valid, today, rule) : weekPeriod(valid, today, rule);
}

/** The `week` parameter of the period before (-1) or after (+1). */
export function neighbourAnchor(period: Period, direction: -1 | 1): string {
  if (period.view === 'MONTH') return toDay(addMonths(toDate(period.anchor), direction));
  return shiftDays(period.first, direction * 7);
}

/** Weekday index 0..6 (0 = Sunday) of a calendar day, for headers. */
export function weekdayOf(day: string): number {
  return toDate(day).getDay();
}
