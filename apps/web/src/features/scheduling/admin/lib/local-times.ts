import { zonedParts } from '../../../../lib/zoned-parts';

/** `HH:mm` of a minute after local midnight (1440 is the day's end, 24:00). */
export const timeOfMinute = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Minutes after midnight of an `HH:mm` time input, or null while it is empty or partial. */
export function minuteOfTime(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The day after a `yyyy-MM-dd` day. */
export function nextDay(date: string): string {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
  return next.toISOString().slice(0, 10);
}

/**
 * The instant (ISO UTC) of a wall time on a day in the clinic's zone, whatever the browser's zone:
 * start from the same digits in UTC and correct by what the zone shows until it shows the wall time.
 */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  const wanted = Date.parse(`${date}T${time}:00Z`);
  let guess = wanted;
  for (let step = 0; step < 3; step++) {
    const seen = zonedParts(new Date(guess), timeZone);
    guess += wanted - Date.parse(`${seen.date}T${seen.time}:00Z`);
  }
  return new Date(guess).toISOString();
}
