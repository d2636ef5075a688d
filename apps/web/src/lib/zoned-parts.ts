/**
 * The calendar day and wall time of an instant in a time zone, whatever the browser's zone is.
 * Intl does the zone work (the web has no time-zone library); numeric parts only, so the browser's
 * set of languages does not matter. Formatters are cached per zone.
 */
const partFormatters = new Map<string, Intl.DateTimeFormat>();

const partsOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { ...partsOptions, timeZone });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A page's first Intl.DateTimeFormat costs about 25 ms in Chromium (ICU's calendar and zone data,
 * once per page), four times that on a slow phone; later ones about 1 ms. Pages that show dates load
 * this module before their data arrive, so one formatter is built in a task of its own right after,
 * rather than inside the render that shows the dates (one long task, issue 16's blocking time).
 */
setTimeout(() => {
  if (partFormatters.size === 0) new Intl.DateTimeFormat('en-CA', partsOptions);
});

/** The zone's calendar day (`yyyy-MM-dd`) and wall time (`HH:mm`) of an instant. */
export function zonedParts(instant: string | Date, timeZone: string): { date: string; time: string } {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}
