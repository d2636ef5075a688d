import { createHmac } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { isActiveAppointment } from '@rb/contracts';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * Issue 46 (calendar files): the patient's calendar entry of each appointment of a booking. A
 * reschedule makes a new appointment row that points at the old one (`rescheduledFromId`), so one
 * calendar event follows the whole chain: its UID comes from the chain's first appointment, its
 * SEQUENCE counts the moves (and one more once it ended), and a client that imports the newer file
 * updates or removes the entry it has.
 */
export interface CalendarChainRow {
  id: number;
  rescheduledFromId: number | null;
  status: string;
  startsAt: Date | string;
  endsAt: Date | string;
}

export interface CalendarEventState<R extends CalendarChainRow> {
  /** The chain's first appointment: the event's identity. */
  rootId: number;
  /** The chain's latest appointment: the event's time and status. */
  latest: R;
  sequence: number;
  cancelled: boolean;
}

/** One event per reschedule chain of a booking's rows. */
export function calendarEventsOf<R extends CalendarChainRow>(rows: R[]): CalendarEventState<R>[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const movedOn = new Set(rows.map((row) => row.rescheduledFromId).filter((id) => id !== null));
  const events: CalendarEventState<R>[] = [];
  for (const latest of rows) {
    if (movedOn.has(latest.id)) continue;
    let root = latest;
    let moves = 0;
    for (
      let from = byId.get(latest.rescheduledFromId ?? -1);
      from;
      from = byId.get(from.rescheduledFromId ?? -1)
    ) {
      root = from;
      moves += 1;
      if (moves > rows.length) break;
    }
    const cancelled = !isActiveAppointment(latest.status);
    events.push({ rootId: root.id, latest, sequence: moves + (cancelled ? 1 : 0), cancelled });
  }
  return events;
}

/**
 * The event's UID: a keyed hash of the chain's first appointment id, so it is stable for the
 * appointment, says nothing of the booking key or the patient, and cannot be derived without the
 * server's secret.
 */
export const calendarUid = (secret: string, rootId: number, host: string) =>
  `${createHmac('sha256', secret).update(`calendar-uid:${rootId}`).digest('hex').slice(0, 32)}@${host}`;

export interface CalendarEventInput {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** The clinic's IANA zone: the file states the local time there. */
  timeZone: string;
  /** The exam (no patient data). */
  summary: string;
  location: string;
  description?: string | null;
  url?: string | null;
  cancelled: boolean;
  tentative?: boolean;
}

export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

const methods: Record<CalendarMethod, ICalCalendarMethod> = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
};

/** An iCalendar (RFC 5545) file of the events, from the provider (`organizer`), in `method`. */
export function buildCalendar(options: {
  method: CalendarMethod;
  providerName: string;
  organizer: { name: string; email: string };
  events: CalendarEventInput[];
  now: Date;
}): string {
  const calendar = ical({
    name: options.providerName,
    prodId: { company: 'radiology-booking', product: 'appointments', language: 'EN' },
    method: methods[options.method],
  });
  for (const event of options.events) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: options.now,
      // A TZDate: ical-generator writes its wall-clock time in the zone (a plain Date, the process's).
      start: new TZDate(event.start.getTime(), event.timeZone),
      end: new TZDate(event.end.getTime(), event.timeZone),
      timezone: event.timeZone,
      summary: event.summary,
      location: event.location,
      description: event.description ?? null,
      url: event.url ?? null,
      organizer: options.organizer,
      status: event.cancelled
        ? ICalEventStatus.CANCELLED
        : event.tentative
          ? ICalEventStatus.TENTATIVE
          : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
