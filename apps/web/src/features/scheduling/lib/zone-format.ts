import { zonedParts } from '../../../lib/zoned-parts';

/**
 * Clinic-zone arithmetic: today in a zone and the instant of a wall time. How dates and times read
 * in the active language is lib/date-format's job.
 */
export { zonedParts };

export function todayIn(timeZone: string, now: Date = new Date()): string {
  return zonedParts(now, timeZone).date;
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(epochMs: number, timeZone: string): number {
  const { date, time } = zonedParts(new Date(epochMs), timeZone);
  const wall = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    Number(time.slice(0, 2)),
    Number(time.slice(3, 5)),
  );
  return Math.round((wall - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
}

/**
 * The instant (UTC ISO) of a clinic's wall time: the address keeps the slot as local day and time,
 * the calls need the instant. Two passes settle the offset on either side of a daylight-saving change.
 */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  const wall = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    Number(time.slice(0, 2)),
    Number(time.slice(3, 5)),
  );
  let instant = wall - offsetMinutes(wall, timeZone) * 60_000;
  instant = wall - offsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant).toISOString();
}
