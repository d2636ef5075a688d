/**
 * Instants shown in a clinic's own time zone, whatever the browser's zone is. Intl does the zone
 * work (the web has no time-zone library of its own); results are cached per zone and locale.
 */
const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The clinic's calendar day (`yyyy-MM-dd`) and wall time (`HH:mm`) of an instant. */
export function zonedParts(instant: string | Date, timeZone: string): { date: string; time: string } {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

export function todayIn(timeZone: string, now: Date = new Date()): string {
  return zonedParts(now, timeZone).date;
}

/** A time for people, in their language, in the clinic's zone (e.g. "9:30 am"). */
export function formatTime(instant: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );
}

/** A long date for people in the clinic's zone (e.g. "Tuesday 4 March 2025"). */
export function formatLongDate(instant: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(instant));
}

/** A calendar day (no zone involved) for people: noon UTC keeps it on the same day everywhere. */
export function formatDay(day: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(new Date(`${day}T12:00:00Z`));
}

export function formatMonth(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
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
