import { describe, expect, it } from 'vitest';
import {
  groupSlotsByDay,
  isSelectedSlot,
  readSelections,
  readTimeOfDay,
  resetSlotParams,
  selectionOfSlot,
  writeSelection,
  writeTimeOfDay,
} from './slot-params';

const tz = 'Australia/Brisbane';

describe('slot query parameters', () => {
  it('keeps the chosen slot as local day, times and device', () => {
    const slot = { start: '2025-03-04T23:30:00Z', end: '2025-03-05T00:00:00Z', deviceId: 7 };
    const selection = selectionOfSlot(slot, tz);
    expect(selection).toEqual({ date: '2025-03-05', startTime: '09:30', endTime: '10:00', deviceId: 7 });
    const search = writeSelection(new URLSearchParams('selectedClinic=3'), 0, 1, selection);
    expect(search.toString()).toBe(
      'selectedClinic=3&date=2025-03-05&startTime=09%3A30&endTime=10%3A00&deviceId=7',
    );
    expect(readSelections(search, 1)).toEqual([selection]);
    expect(isSelectedSlot(slot, selection, tz)).toBe(true);
    expect(isSelectedSlot({ ...slot, deviceId: 8 }, selection, tz)).toBe(false);
  });

  it('keeps one slot per exam as comma lists when exams are booked separately', () => {
    let search = writeSelection(new URLSearchParams(), 1, 3, {
      date: '2025-03-06',
      startTime: '10:00',
      deviceId: 2,
    });
    expect(search.get('date')).toBe(',2025-03-06,');
    search = writeSelection(search, 0, 3, { date: '2025-03-05' });
    const [first, second, third] = readSelections(search, 3);
    expect(first).toMatchObject({ date: '2025-03-05', startTime: null });
    expect(second).toMatchObject({ date: '2025-03-06', startTime: '10:00', deviceId: 2 });
    expect(third).toMatchObject({ date: null, startTime: null, deviceId: null });
  });

  it('clears every slot parameter on a conflict and keeps the rest', () => {
    const search = new URLSearchParams(
      'selectedClinic=3&date=2025-03-05&startTime=09:30&endTime=10:00&deviceId=7&slotsView=MONTH',
    );
    expect(resetSlotParams(search).toString()).toBe('selectedClinic=3&slotsView=MONTH');
  });

  it('ignores malformed values', () => {
    const [selection] = readSelections(new URLSearchParams('date=tomorrow&startTime=9&deviceId=-1'), 1);
    expect(selection).toEqual({ date: null, startTime: null, endTime: null, deviceId: null });
  });

  it('reads and writes the timeOfDay comma list', () => {
    expect(readTimeOfDay(new URLSearchParams('timeOfDay=evening,bogus,morning'))).toEqual([
      'morning',
      'evening',
    ]);
    expect(writeTimeOfDay(new URLSearchParams(), ['evening', 'morning']).get('timeOfDay')).toBe(
      'morning,evening',
    );
    // Every time of day is the same as no filter.
    expect(
      writeTimeOfDay(new URLSearchParams('timeOfDay=morning'), ['morning', 'afternoon', 'evening']).has(
        'timeOfDay',
      ),
    ).toBe(false);
  });
});

describe('grouping slots by day', () => {
  it('groups by the clinic’s local day and shows a start time once across devices', () => {
    const byDay = groupSlotsByDay(
      [
        { start: '2025-03-05T00:00:00Z', end: '2025-03-05T00:30:00Z', deviceId: 2 },
        { start: '2025-03-04T23:00:00Z', end: '2025-03-04T23:30:00Z', deviceId: 2 },
        { start: '2025-03-04T23:00:00Z', end: '2025-03-04T23:30:00Z', deviceId: 1 },
        { start: '2025-03-04T13:00:00Z', end: '2025-03-04T13:30:00Z', deviceId: 1 },
      ],
      tz,
    );
    expect([...byDay.keys()]).toEqual(['2025-03-04', '2025-03-05']);
    expect(byDay.get('2025-03-05')?.map((s) => [s.start, s.deviceId])).toEqual([
      ['2025-03-04T23:00:00Z', 1],
      ['2025-03-05T00:00:00Z', 2],
    ]);
  });
});
