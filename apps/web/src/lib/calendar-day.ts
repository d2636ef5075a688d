/**
 * A calendar day (`yyyy-MM-dd`) as a local Date at midnight, or null when it is not a real day.
 * Written out rather than date-fns' parseISO, which would add 1.2 kB gzip to the booking page's
 * first load for this one format (issue 16).
 */
export function parseCalendarDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const parsed = new Date(2000, 0, 1);
  // setFullYear keeps years below 100 as written, where the Date constructor would add 1900.
  parsed.setFullYear(year, month, date);
  // A day that does not exist (31 February) rolls over into the next month.
  const real = parsed.getFullYear() === year && parsed.getMonth() === month && parsed.getDate() === date;
  return real ? parsed : null;
}
