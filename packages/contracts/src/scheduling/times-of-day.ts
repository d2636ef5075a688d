/**
 * The times of day a slot search can filter by, without zod: the slot picker needs them before the
 * booking page's first paint (issue 16).
 * morning: starts before 12:00, afternoon: 12:00–16:59, evening: from 17:00; local time of the clinic.
 */
export const timesOfDay = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];
