import { describe, expect, it } from 'vitest';
import { parseCalendarDay } from './calendar-day';

describe('parseCalendarDay', () => {
  it('reads a day as local midnight', () => {
    const day = parseCalendarDay('2026-11-23');
    expect(day && [day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2026, 10, 23, 0,
    ]);
  });

  it('keeps a leap day and years below 100', () => {
    expect(parseCalendarDay('2024-02-29')?.getDate()).toBe(29);
    expect(parseCalendarDay('0099-01-01')?.getFullYear()).toBe(99);
  });

  it('refuses days that do not exist and other formats', () => {
    for (const value of [
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-00-10',
      '2026-1-5',
      '23/11/2026',
      '',
    ])
      expect(parseCalendarDay(value)).toBeNull();
  });
});
