import { localParts } from '../../platform/local-time';

/** Days before a questionnaire outcome's earliest date offer nothing (slot search of the same booking key). */
export function withoutDaysBefore<
  T extends {
    timeZone: string;
    slots: { start: string }[];
    days: { date: string; slotCount: number; firstStart: string | null }[];
  },
>(clinics: T[], minDate: string | undefined): T[] {
  if (!minDate) return clinics;
  return clinics.map((clinic) => ({
    ...clinic,
    slots: clinic.slots.filter((s) => localParts(clinic.timeZone, Date.parse(s.start)).date >= minDate),
    days: clinic.days.map((day) => (day.date < minDate ? { ...day, slotCount: 0, firstStart: null } : day)),
  }));
}
