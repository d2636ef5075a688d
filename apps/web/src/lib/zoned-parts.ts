/**
 * The calendar day and wall time of an instant in a time zone, whatever the browser's zone is.
 * Intl does the zone work (the web has no time-zone library); numeric parts only, so the browser's
 * set of languages does not matter. Formatters are cached per zone.
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

/** The zone's calendar day (`yyyy-MM-dd`) and wall time (`HH:mm`) of an instant. */
export function zonedParts(instant: string | Date, timeZone: string): { date: string; time: string } {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}
