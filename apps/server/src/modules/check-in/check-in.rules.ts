import type { CheckInStatus } from '@rb/contracts';
import { localParts } from '../../platform/local-time';

/** The calendar date of an instant in a clinic's zone (yyyy-mm-dd). */
export const localDate = (timeZone: string, at: Date) => localParts(timeZone, at.getTime()).date;

/** Same clinic day as now: check-in is for today's appointments only. */
export const isToday = (timeZone: string, startsAt: Date, now: Date) =>
  localDate(timeZone, startsAt) === localDate(timeZone, now);

/** §4: check-in opens `opensMinutes` before the start and closes when the appointment ends. */
export function isWithinWindow(
  appointment: { startsAt: Date; endsAt: Date },
  opensMinutes: number,
  now: Date,
): boolean {
  const opens = appointment.startsAt.getTime() - opensMinutes * 60_000;
  return now.getTime() >= opens && now.getTime() < appointment.endsAt.getTime();
}

/**
 * §4 the check-in window on the appointment's day: today at the clinic, from `opensMinutes` before
 * the start until the end. Digital check-in and staff marking arrival (issue 36 item 7) both ask it.
 */
export const isInCheckInWindow = (
  appointment: { startsAt: Date; endsAt: Date; timeZone: string },
  opensMinutes: number,
  now: Date,
) =>
  isToday(appointment.timeZone, appointment.startsAt, now) && isWithinWindow(appointment, opensMinutes, now);

/** Minutes before the start check-in opens at a clinic: its own setting, else the server's default. */
export const checkInOpensMinutes = (setting: { opensMinutes: number | null }, serverDefault: number) =>
  setting.opensMinutes ?? serverDefault;

/** States after which nothing can be changed or submitted again. */
export const isCheckedInOrSubmitting = (status: CheckInStatus) =>
  status === 'CHECKING_IN' || status === 'CHECKED_IN';

/** Shows only the last 4 digits of a Medicare number (the screen needs to know one is on file). */
export const maskMedicare = (value: string | null) =>
  value ? `${'•'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}` : null;

/** A lookup window wide enough to hold "today" in every zone; the exact day is checked per row. */
export const aroundNow = (now: Date) => ({
  from: new Date(now.getTime() - 36 * 3_600_000),
  to: new Date(now.getTime() + 36 * 3_600_000),
});
