import { isActiveAppointment } from '@rb/contracts';
import { isInCheckInWindow, localDate } from '../check-in/check-in.rules';

type StaffEvent = { kind: string; at: Date | string };

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Staff's arrival and no-show marks on an appointment (issue 36 item 7). Arrival belongs to the
 * appointment's day: it may be marked only within its check-in window (§4, the rule digital
 * check-in asks), and a mistaken mark may be undone, back to how it was before, until the clinic's
 * day of the appointment has ended. A no-show may be marked only once the appointment has started
 * and while the patient is not marked arrived: before the start the patient may still come.
 * ARRIVED and NO_SHOW events add a mark; UNDO_ATTENDANCE takes the last one back.
 */
export function attendanceOf(
  appointment: { status: string; startsAt: Date; endsAt: Date; timeZone: string },
  events: StaffEvent[],
  opensMinutes: number,
  now: Date,
) {
  const marks: StaffEvent[] = [];
  for (const event of events) {
    if (event.kind === 'ARRIVED' || event.kind === 'NO_SHOW') marks.push(event);
    else if (event.kind === 'UNDO_ATTENDANCE') marks.pop();
  }
  const lastOf = (kind: 'ARRIVED' | 'NO_SHOW') => {
    const mark = marks.filter((e) => e.kind === kind).at(-1);
    return mark ? iso(mark.at) : null;
  };
  const active = isActiveAppointment(appointment.status);
  const dayEnded =
    localDate(appointment.timeZone, now) > localDate(appointment.timeZone, appointment.startsAt);
  const arrivedAt = lastOf('ARRIVED');
  const noShowAt = lastOf('NO_SHOW');
  return {
    arrivedAt,
    noShowAt,
    arrivalOpen: active && !arrivedAt && isInCheckInWindow(appointment, opensMinutes, now),
    noShowOpen: active && !arrivedAt && !noShowAt && now >= appointment.startsAt,
    attendanceUndoOpen: active && marks.length > 0 && !dayEnded,
  };
}
