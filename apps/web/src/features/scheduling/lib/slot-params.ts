import type { Slot } from '@rb/contracts';
import { type TimeOfDay, timesOfDay } from '@rb/contracts/scheduling/times-of-day';
import { compareCharacters } from '../../../lib/character-order';
import type { SlotsView } from './calendar';
import { zonedParts } from './zone-format';

/** The query parameters that name the chosen slot (§2); the conflict modal clears exactly these. */
export const SLOT_PARAMS = ['date', 'startTime', 'endTime', 'deviceId'] as const;

/**
 * A chosen slot as the address keeps it: the clinic's local day and wall times plus the device.
 * In MONTH view `date` alone names the chosen day whose times are listed.
 */
export interface SlotSelection {
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  deviceId: number | null;
}

const EMPTY: SlotSelection = { date: null, startTime: null, endTime: null, deviceId: null };

/**
 * Several exams booked separately (separateBooking) each keep their own slot: the slot parameters
 * are then comma lists, one entry per exam, in the order of the exams.
 */
function entries(search: URLSearchParams, name: string, count: number): string[] {
  const raw = search.get(name);
  const list = raw === null ? [] : count === 1 ? [raw] : raw.split(',');
  return Array.from({ length: count }, (_, i) => list[i] ?? '');
}

export function readSelections(search: URLSearchParams, count: number): SlotSelection[] {
  const dates = entries(search, 'date', count);
  const starts = entries(search, 'startTime', count);
  const ends = entries(search, 'endTime', count);
  const devices = entries(search, 'deviceId', count);
  return Array.from({ length: count }, (_, i) => {
    const device = Number(devices[i]);
    return {
      date: /^\d{4}-\d{2}-\d{2}$/.test(dates[i] ?? '') ? (dates[i] as string) : null,
      startTime: /^\d{2}:\d{2}$/.test(starts[i] ?? '') ? (starts[i] as string) : null,
      endTime: /^\d{2}:\d{2}$/.test(ends[i] ?? '') ? (ends[i] as string) : null,
      deviceId: Number.isInteger(device) && device > 0 ? device : null,
    };
  });
}

/** The address with exam `index`'s slot set (or cleared with null); other parameters are kept. */
export function writeSelection(
  search: URLSearchParams,
  index: number,
  count: number,
  selection: Partial<SlotSelection> | null,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const all = readSelections(search, count);
  all[index] = selection ? { ...EMPTY, ...selection } : EMPTY;
  const columns: Record<(typeof SLOT_PARAMS)[number], string[]> = {
    date: all.map((s) => s.date ?? ''),
    startTime: all.map((s) => s.startTime ?? ''),
    endTime: all.map((s) => s.endTime ?? ''),
    deviceId: all.map((s) => (s.deviceId ? String(s.deviceId) : '')),
  };
  for (const name of SLOT_PARAMS) {
    const values = columns[name];
    if (values.every((v) => v === '')) next.delete(name);
    else next.set(name, values.join(','));
  }
  return next;
}

/** Clears every slot parameter: what the slot-conflict modal does before slots reload. */
export function resetSlotParams(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of SLOT_PARAMS) next.delete(name);
  return next;
}

export function selectionOfSlot(slot: Slot, timeZone: string): SlotSelection {
  const start = zonedParts(slot.start, timeZone);
  return {
    date: start.date,
    startTime: start.time,
    endTime: zonedParts(slot.end, timeZone).time,
    deviceId: slot.deviceId,
  };
}

/** Whether a listed slot is the one the address names (same local day, start and device). */
export function isSelectedSlot(slot: Slot, selection: SlotSelection | null, timeZone: string): boolean {
  if (!selection?.startTime || !selection.date) return false;
  const start = zonedParts(slot.start, timeZone);
  return (
    start.date === selection.date &&
    start.time === selection.startTime &&
    (selection.deviceId === null || selection.deviceId === slot.deviceId)
  );
}

export function isCompleteSelection(selection: SlotSelection | null | undefined): boolean {
  return !!selection?.date && !!selection.startTime && !!selection.deviceId;
}

export function readView(search: URLSearchParams): SlotsView {
  return search.get('slotsView') === 'MONTH' ? 'MONTH' : 'WEEK';
}

/** The timeOfDay comma list, unknown entries dropped, in a stable order. */
export function readTimeOfDay(search: URLSearchParams): TimeOfDay[] {
  const wanted = new Set((search.get('timeOfDay') ?? '').split(','));
  return timesOfDay.filter((t) => wanted.has(t));
}

export function writeTimeOfDay(search: URLSearchParams, values: TimeOfDay[]): URLSearchParams {
  const next = new URLSearchParams(search);
  const ordered = timesOfDay.filter((t) => values.includes(t));
  if (ordered.length === 0 || ordered.length === timesOfDay.length) next.delete('timeOfDay');
  else next.set('timeOfDay', ordered.join(','));
  return next;
}

/** One start time per day: the same time on two devices is one choice for a patient (lowest device first). */
export function groupSlotsByDay(slots: Slot[], timeZone: string): Map<string, Slot[]> {
  const byDay = new Map<string, Slot[]>();
  const seen = new Set<string>();
  const sorted = [...slots].sort((a, b) => compareCharacters(a.start, b.start) || a.deviceId - b.deviceId);
  for (const slot of sorted) {
    const { date, time } = zonedParts(slot.start, timeZone);
    const key = `${date} ${time}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const list = byDay.get(date) ?? [];
    list.push(slot);
    byDay.set(date, list);
  }
  return byDay;
}
