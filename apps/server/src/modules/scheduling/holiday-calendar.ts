import type { FieldError } from '@rb/contracts';
import ICAL from 'ical.js';
import { addDaysToDate } from '../../platform/local-time';

/** A public holiday as a clinic closure: local days, both inclusive. */
export interface Holiday {
  fromDate: string;
  toDate: string;
  reason: string;
}

/** How far ahead a calendar's holidays are taken: further than anyone books. */
export const HOLIDAY_HORIZON_DAYS = 730;
/** Occurrences read from one file at most, so a rule without an end cannot run away. */
const MAX_OCCURRENCES = 2_000;
const REASON_MAX = 500;

const dateOf = (time: ICAL.Time) =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The public holidays of an iCalendar file (RFC 5545, as governments and calendar services publish
 * them) from today to the horizon: all-day events, recurring ones expanded, cancelled ones left out.
 * A file that cannot be read, a timed event or an unnamed one is refused with the event's number, so
 * staff fix the file rather than import part of it.
 */
export function holidaysOf(calendar: string, today: string): { holidays: Holiday[]; errors: FieldError[] } {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(calendar) as unknown[]);
  } catch {
    return { holidays: [], errors: [{ field: 'calendar', message: 'message.calendar_unreadable' }] };
  }
  if (root.name !== 'vcalendar')
    return { holidays: [], errors: [{ field: 'calendar', message: 'message.calendar_unreadable' }] };

  const horizon = addDaysToDate(today, HOLIDAY_HORIZON_DAYS);
  const errors: FieldError[] = [];
  const found = new Map<string, Holiday>();
  let occurrences = 0;
  root.getAllSubcomponents('vevent').forEach((component, index) => {
    const event = new ICAL.Event(component);
    const params = { event: index + 1, summary: event.summary ?? '' };
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') return;
    if (!event.startDate?.isDate) {
      errors.push({ field: 'calendar', message: 'message.calendar_event_not_all_day', params });
      return;
    }
    const reason = (event.summary ?? '').trim().slice(0, REASON_MAX);
    if (!reason) {
      errors.push({ field: 'calendar', message: 'message.calendar_event_unnamed', params });
      return;
    }
    const first = dateOf(event.startDate);
    const length = event.endDate ? Math.max(1, daysBetween(first, dateOf(event.endDate))) : 1;
    const starts: string[] = [];
    if (event.isRecurring()) {
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        const date = dateOf(next);
        if (date > horizon || ++occurrences > MAX_OCCURRENCES) break;
        starts.push(date);
      }
    } else if (++occurrences <= MAX_OCCURRENCES) starts.push(first);
    for (const fromDate of starts) {
      const toDate = addDaysToDate(fromDate, length - 1);
      if (toDate < today || fromDate > horizon) continue;
      const key = `${fromDate}/${toDate}`;
      if (!found.has(key)) found.set(key, { fromDate: fromDate < today ? today : fromDate, toDate, reason });
    }
  });
  if (occurrences > MAX_OCCURRENCES)
    errors.push({
      field: 'calendar',
      message: 'message.calendar_too_many_events',
      params: { max: MAX_OCCURRENCES },
    });
  const holidays = [...found.values()].sort((a, b) => a.fromDate.localeCompare(b.fromDate));
  if (!errors.length && !holidays.length)
    errors.push({ field: 'calendar', message: 'message.calendar_no_future_holidays' });
  return { holidays: errors.length ? [] : holidays, errors };
}
